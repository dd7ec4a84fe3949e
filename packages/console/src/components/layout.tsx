import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * Shared page furniture of the console's screens, on the UI kit's theme. A screen renders inside
 * the host's frame, whose `main` landmark it is part of: a page is not a second `main`.
 */
export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  max-width: 1200px;
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.title};
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.body};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * A table that may be wider than a phone: it scrolls sideways in its own box instead of widening
 * the page. The box is a labelled region that takes keyboard focus, so it can be scrolled without
 * a pointer (WCAG 2.1.1).
 */
export function Table({
  'aria-label': label,
  children,
}: {
  'aria-label': string;
  children: ReactNode;
}) {
  return (
    <TableScroll role="region" aria-label={label} tabIndex={0}>
      <TableGrid aria-label={label}>{children}</TableGrid>
    </TableScroll>
  );
}

const TableScroll = styled.div`
  max-width: 100%;
  overflow-x: auto;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const TableGrid = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  a {
    color: ${({ theme }) => theme.color.link};
  }
`;

export const PlainList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const TextLink = styled.a`
  color: ${({ theme }) => theme.color.link};
`;
