export { RadioGroupField } from './RadioGroupField';
export type { RadioGroupFieldProps, RadioOption } from './RadioGroupField';
