import type { ComponentPropsWithRef, ReactNode } from 'react';
import { styled, css } from 'styled-components';

import { MIN_TARGET_SIZE_PX } from '../constants';
import { buttonText, focusRing } from '../shared/focusRing';

/** How a button weighs on the page. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** `primary` for the one main action, `secondary` for the rest, `danger` for deletes. Defaults to `secondary`. */
  variant?: ButtonVariant;
}

/** A button of the kit. `type` defaults to `button`, so it never submits a form by accident. */
export function Button({ variant = 'secondary', type = 'button', ...rest }: ButtonProps) {
  return <StyledButton $variant={variant} type={type} {...rest} />;
}

export interface LinkButtonProps {
  /** Where the link leads. */
  href: string;
  /** The visible text (and accessible name). */
  children: ReactNode;
  /**
   * Renders the link element, so a router can supply its own `Link`: it receives `href` and the
   * `children` to put inside and must render an `<a>` (the kit styles it; no className needed).
   * Defaults to a plain `<a>`.
   */
  renderLink?: (props: { href: string; children: ReactNode }) => ReactNode;
}

/**
 * A large link that looks like a button: the choices of the device entry page ('Install {serial}',
 * 'Go to device page'). It stays a link for assistive technology, because it navigates.
 */
export function LinkButton({ href, children, renderLink }: LinkButtonProps) {
  if (renderLink) {
    return <LargeLinkFrame>{renderLink({ href, children })}</LargeLinkFrame>;
  }
  return (
    <LargeLinkFrame>
      <a href={href}>{children}</a>
    </LargeLinkFrame>
  );
}

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: ${MIN_TARGET_SIZE_PX}px;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.small};
  ${buttonText}
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
  ${focusRing}
`;

const variants = {
  primary: css`
    border: 1px solid ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  `,
  secondary: css`
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
  `,
  danger: css`
    border: 1px solid ${({ theme }) => theme.color.danger};
    background: ${({ theme }) => theme.color.danger};
    color: ${({ theme }) => theme.color.onPrimary};
  `,
} satisfies Record<ButtonVariant, unknown>;

const StyledButton = styled.button<{ $variant: ButtonVariant }>`
  ${base}
  ${({ $variant }) => variants[$variant]}

  &:disabled {
    cursor: not-allowed;
    border-color: ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

// The frame styles whatever link element the caller renders, so router links need no className.
const LargeLinkFrame = styled.div`
  display: block;

  & > a {
    ${base}
    display: flex;
    min-height: 64px;
    width: 100%;
    box-sizing: border-box;
    font-size: ${({ theme }) => theme.font.size.title};
    text-decoration: none;
    border: 1px solid ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.link};
  }

  & > a:hover {
    background: ${({ theme }) => theme.color.selected};
  }
`;
