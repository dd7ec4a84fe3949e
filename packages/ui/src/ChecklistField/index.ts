export { ChecklistField } from './ChecklistField';
export type { ChecklistFieldProps, ChecklistOption } from './ChecklistField';
