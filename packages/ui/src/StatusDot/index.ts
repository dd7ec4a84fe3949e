export { StatusDot } from './StatusDot';
export type { StatusDotProps, StatusTone } from './StatusDot';
