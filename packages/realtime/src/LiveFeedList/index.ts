export { LiveFeed } from './LiveFeed';
export type { LiveFeedProps } from './LiveFeed';
export { LiveFeedList } from './LiveFeedList';
export type { LiveFeedListProps } from './LiveFeedList';
