import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { styled } from 'styled-components';

const StyledLink = styled(Link)`
  color: ${({ theme }) => theme.color.link};
  min-height: 24px;
`;

/**
 * A router link in the console's link colour (client-side navigation, no page load).
 * `aria-label` names a link whose words repeat (each must keep them, WCAG 2.5.3).
 */
export function RouterLink({
  to,
  children,
  state,
  'aria-label': label,
}: {
  to: string;
  children: ReactNode;
  /** History state for the screen it opens (where it was opened from, `cameFrom`). */
  state?: unknown;
  'aria-label'?: string;
}) {
  return (
    <StyledLink to={to} state={state} aria-label={label}>
      {children}
    </StyledLink>
  );
}

/** `renderLink` for the UI kit's `LinkButton`: the kit styles the `<a>`, the router navigates. */
export const renderRouterLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <Link to={href}>{children}</Link>
);
