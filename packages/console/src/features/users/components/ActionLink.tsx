import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { styled } from 'styled-components';

/** A link that looks like a secondary button: page actions that navigate (44 px for a thumb). */
export function ActionLink({ to, children }: { to: string; children: ReactNode }) {
  return <StyledLink to={to}>{children}</StyledLink>;
}

const StyledLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  box-sizing: border-box;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.link};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.color.selected};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;
