export { StatusDot, StatusShape } from './StatusDot';
export type { StatusDotProps, StatusTone } from './StatusDot';
