import { COLLAPSE_AFTER_WORDS } from '../constants';

/** Text that fits within the word limit, or its head and the full text when it does not. */
export type TruncatedText =
  { status: 'short'; text: string } | { status: 'long'; head: string; full: string };

/**
 * Cuts `text` after `limit` words (spec §9: 16). Words are runs of non-space characters; the
 * head keeps the original spacing between the words it keeps.
 */
export function truncateWords(text: string, limit: number = COLLAPSE_AFTER_WORDS): TruncatedText {
  const max = Math.max(0, Math.floor(limit));
  const words = [...text.matchAll(/\S+/g)];
  if (words.length <= max) return { status: 'short', text };
  const last = words[max - 1];
  const head = last === undefined ? '' : text.slice(0, last.index + last[0].length).trimStart();
  return { status: 'long', head, full: text };
}
