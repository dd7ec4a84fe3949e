import type { ReactNode } from 'react';
import { styled } from 'styled-components';

import { focusRing } from '../shared/focusRing';

export interface DisclosureProps {
  /** What the folded content is and, for a filter, what it is set to: 'Event types: all'. */
  summary: ReactNode;
  /** Shown when opened. */
  children: ReactNode;
  /** Open at first (it stays uncontrolled: the person opens and closes it). */
  defaultOpen?: boolean;
}

/**
 * A control folded into one line that says what it holds and opens onto it: a filter of eleven
 * checkboxes takes one line of a toolbar instead of a screenful. A native `details` element, so
 * keyboard, screen readers and touch work without script, and it never traps focus.
 */
export function Disclosure({ summary, children, defaultOpen = false }: DisclosureProps) {
  return (
    <Details open={defaultOpen}>
      <Summary>{summary}</Summary>
      <Panel>{children}</Panel>
    </Details>
  );
}

const Details = styled.details`
  flex: 1 1 16rem;
  min-width: 0;
`;

const Summary = styled.summary`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  /* A thumb's target: installers open it on a phone. */
  box-sizing: content-box;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.surface};
  cursor: pointer;
  list-style: none;

  &::-webkit-details-marker {
    display: none;
  }
  /* The open-or-closed mark, drawn by CSS so it turns with the disclosure. */
  &::after {
    content: '';
    margin-left: auto;
    width: 0.5em;
    height: 0.5em;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: translateY(-25%) rotate(45deg);
  }
  details[open] > &::after {
    transform: translateY(25%) rotate(-135deg);
  }
  ${focusRing}
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} 0 0;
`;
