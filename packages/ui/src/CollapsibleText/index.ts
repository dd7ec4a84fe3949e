export { CollapsibleText } from './CollapsibleText';
export type { CollapsibleTextProps } from './CollapsibleText';
export { truncateWords } from './truncateWords';
export type { TruncatedText } from './truncateWords';
