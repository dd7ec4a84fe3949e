/**
 * The review page's logic, apart from its looks: which pictures it shows, grouped how, and what
 * a reviewer's decisions turn into (the command that accepts them, for a commit anyone can read).
 */
import { reviewMessages as text } from './messages';
import { needsReview, type PictureToReview, type VisualReport } from './report';

export type Decision = 'accepted' | 'denied';
/** A reviewer's decisions so far, by picture key. */
export type Decisions = Readonly<Record<string, Decision>>;

/** Something to decide on: a changed or new picture, or a reference whose story is gone. */
export type ReviewItem =
  { status: 'picture'; picture: PictureToReview } | { status: 'orphan'; key: string };

export interface ReviewGroup {
  /** The screen area: the first two parts of the story's title ('Console/Devices'). */
  area: string;
  items: ReviewItem[];
}

export const itemKey = (item: ReviewItem) =>
  item.status === 'picture' ? item.picture.key : item.key;

/** The area a story belongs to: its package and feature, as the sidebar groups them. */
export const areaOf = (title: string) => title.split('/').slice(0, 2).join('/');

/** What needs a decision, grouped by screen area in the sidebar's order. */
export function reviewGroups(report: VisualReport): ReviewGroup[] {
  const groups = new Map<string, ReviewItem[]>();
  const add = (area: string, item: ReviewItem) =>
    groups.set(area, [...(groups.get(area) ?? []), item]);
  for (const picture of report.pictures) {
    if (needsReview(picture)) add(areaOf(picture.title), { status: 'picture', picture });
  }
  for (const key of report.orphans) add(text.goneArea, { status: 'orphan', key });
  return [...groups].map(([area, items]) => ({ area, items }));
}

/** The stories whose pictures did not finish: nothing to decide, but the run failed. */
export const failedPictures = (report: VisualReport) =>
  report.pictures.filter((picture) => picture.status === 'failed');

/**
 * The command that writes the accepted pictures as references, one argument per accepted
 * picture (its key: the story id, or the story id and `.dark`). Empty when nothing is accepted.
 */
export function acceptCommand(decisions: Decisions): string {
  const accepted = Object.entries(decisions)
    .filter(([, decision]) => decision === 'accepted')
    .map(([key]) => key)
    .sort();
  return accepted.length === 0 ? '' : `./dev visual --accept ${accepted.join(' ')}`;
}

/** `decisions` with `key` decided so, or undecided again (`undefined`). */
export function withDecision(
  decisions: Decisions,
  key: string,
  decision: Decision | undefined,
): Decisions {
  const { [key]: _previous, ...others } = decisions;
  return decision ? { ...others, [key]: decision } : others;
}

/** How far the reviewer is: decided out of all, and how many of each. */
export function progress(groups: ReviewGroup[], decisions: Decisions) {
  const keys = groups.flatMap((group) => group.items.map(itemKey));
  const count = (decision: Decision) => keys.filter((key) => decisions[key] === decision).length;
  return { total: keys.length, accepted: count('accepted'), denied: count('denied') };
}
