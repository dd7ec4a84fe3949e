import { COMMENT_MAX_LENGTH } from '@hygiene/api-client';

/**
 * A comment being written, against the platform's limit: empty (nothing to save), within it,
 * or too long by `over` characters. Counted as the platform counts: the trimmed text's length
 * (UTF-16 code units, as a browser's `maxLength` counts them).
 */
export type CommentDraftCheck =
  | { status: 'empty'; length: 0 }
  | { status: 'ok'; length: number }
  | { status: 'tooLong'; length: number; over: number };

export function checkCommentDraft(draft: string, max = COMMENT_MAX_LENGTH): CommentDraftCheck {
  const length = draft.trim().length;
  if (length === 0) return { status: 'empty', length: 0 };
  if (length > max) return { status: 'tooLong', length, over: length - max };
  return { status: 'ok', length };
}
