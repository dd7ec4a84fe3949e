export { StepperCard } from './StepperCard';
export type { StepperCardProps } from './StepperCard';
