export { FieldFrame, FieldMessages, Input, Label, controlStyles, useFieldIds } from './Field';
export type { FieldBaseProps } from './Field';
