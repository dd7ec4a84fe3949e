export { StatusDot } from './StatusDot';
export type { StatusDotProps } from './StatusDot';
// A module of its own, without the tooltip: a screen that shows only the shape loads only it.
export { StatusShape } from './StatusShape';
export type { StatusTone } from './StatusShape';
