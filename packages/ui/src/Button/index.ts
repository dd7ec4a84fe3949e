export { Button, LinkButton } from './Button';
export type { ButtonProps, ButtonVariant, LinkButtonProps } from './Button';
