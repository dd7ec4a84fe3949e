import type { ReactNode } from 'react';
import { styled } from 'styled-components';

import { NARROW_LAYOUT_MAX_WIDTH_PX } from '../constants';

export interface AppBarProps {
  /** The title slot: the tenant name (spec §2 "App bar"). */
  title: ReactNode;
  /** Indicators at the end of the bar: the maintenance-mode indicator, the live-connection dot. */
  indicators?: ReactNode;
  /** Before the title: a logo or a menu button. */
  start?: ReactNode;
}

/** The bar across the top of the console; a `banner` landmark when used once per page. */
export function AppBar({ title, indicators, start }: AppBarProps) {
  return (
    <Bar>
      {start}
      <Title>{title}</Title>
      {indicators !== undefined && <Indicators>{indicators}</Indicators>}
    </Bar>
  );
}

// Wide: wraps instead of squeezing, the indicators moving under the tenant name rather than
// crushing it. On a phone one line: the name gives way (ellipsis) and the indicators stay whole,
// so the live indicator is always in sight and the page starts right below; only indicators too
// wide for any line (maintenance mode with its time left) take a second line of their own.
const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  @media (max-width: ${NARROW_LAYOUT_MAX_WIDTH_PX}px) {
    min-width: 0;
    padding-inline: ${({ theme }) => theme.space(3)};
  }
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  min-height: 56px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  box-sizing: border-box;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
`;

const Title = styled.div`
  /* At least ~12 characters of the name before the indicators go to a line of their own. */
  flex: 1 1 12ch;
  @media (max-width: ${NARROW_LAYOUT_MAX_WIDTH_PX}px) {
    /* A definite zero width: the name never widens the bar (and so the page), it fills what
       the indicators leave. */
    flex: 1 1 0;
    width: 0;
  }
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.font.size.title};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Indicators = styled.div`
  display: flex;
  flex-wrap: wrap;
  @media (max-width: ${NARROW_LAYOUT_MAX_WIDTH_PX}px) {
    flex: 0 1 auto;
    min-width: 0;
    max-width: 100%;
  }
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;
