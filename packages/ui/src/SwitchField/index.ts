export { SwitchField } from './SwitchField';
export type { SwitchFieldProps } from './SwitchField';
