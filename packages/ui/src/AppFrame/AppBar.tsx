import type { ReactNode } from 'react';
import styled from 'styled-components';

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

// Wraps instead of squeezing: on a phone the indicators move under the tenant name rather than
// crushing it to nothing.
const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
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
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;
