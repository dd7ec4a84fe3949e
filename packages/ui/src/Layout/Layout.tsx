import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { focusRing } from '../shared/focusRing';

/**
 * Page furniture every screen of the console is built from, so the screens look like one product
 * without copying styles: a page column, its header, section cards, key-value facts, a responsive
 * grid, a bar of filters, a table that scrolls in its own box. A screen renders inside the host's
 * frame, whose `main` landmark it is part of: a page is never a second `main`.
 */

/** The page column: a screen's outermost element. */
export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  max-width: 1200px;
  min-width: 0;
`;

export interface PageHeaderProps {
  /** The page's one `h1`. */
  title: ReactNode;
  /** Where the page sits (breadcrumbs), shown above the title. */
  breadcrumbs?: ReactNode;
  /** Buttons or links that act on the whole page, at the title's end (below it on a phone). */
  actions?: ReactNode;
  /** One line under the title that says what the page is for. */
  description?: ReactNode;
}

/** The page's title row: the same size and place on every screen. */
export function PageHeader({ title, breadcrumbs, actions, description }: PageHeaderProps) {
  return (
    <HeaderBox>
      {breadcrumbs}
      <HeaderRow>
        <Title>{title}</Title>
        {actions ? <Actions>{actions}</Actions> : null}
      </HeaderRow>
      {description ? <Muted as="p">{description}</Muted> : null}
    </HeaderBox>
  );
}

const HeaderBox = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;

  p {
    margin: 0;
  }
`;

const HeaderRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

/** A page title. Prefer `PageHeader`; this is for the rare page that lays out its own header. */
export const Title = styled.h1`
  margin: 0;
  font-size: 1.5rem;
  /* As browsers draw headings; an app's reset of headings does not reach the kit. */
  font-weight: bold;
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface SectionCardProps {
  /** The card's heading (`h2`); it also names the card's region. */
  title: ReactNode;
  /** Controls at the heading's end (a button, a link, a menu). */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A titled card: one topic of a page (a device's facts, a list, a form). */
export function SectionCard({ title, actions, children, className }: SectionCardProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId} className={className}>
      <HeaderRow>
        <SectionTitle id={headingId}>{title}</SectionTitle>
        {actions ? <Actions>{actions}</Actions> : null}
      </HeaderRow>
      {children}
    </Section>
  );
}

/** The card itself, for a section whose heading is laid out by hand. Prefer `SectionCard`. */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.title};
  /* As browsers draw headings; an app's reset of headings does not reach the kit. */
  font-weight: bold;
  line-height: 1.3;
`;

export interface KeyValueItem {
  /** What the value is ('Fluid', 'Floor'). */
  label: ReactNode;
  value: ReactNode;
}

export interface KeyValueListProps {
  items: readonly KeyValueItem[];
  /** An accessible name for the list, when the page has several. */
  'aria-label'?: string;
}

/** Facts as label and value pairs: two columns where there is room, stacked on a phone. */
export function KeyValueList({ items, 'aria-label': label }: KeyValueListProps) {
  return (
    <Facts aria-label={label}>
      {items.map((item, index) => (
        <Fact key={index}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </Fact>
      ))}
    </Facts>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(220px, 100%), 1fr));
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  margin: 0;
`;

const Fact = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;

  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.small};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export interface ResponsiveGridProps {
  /** The narrowest a cell may get before the grid drops a column; capped at the grid's width. */
  minItemWidth?: number;
  children?: ReactNode;
}

/** Cards side by side where there is room, one column on a phone; cells in a row share a height. */
export function ResponsiveGrid({ minItemWidth = 320, children }: ResponsiveGridProps) {
  return <Grid $minItemWidth={minItemWidth}>{children}</Grid>;
}

const Grid = styled.div<{ $minItemWidth: number }>`
  display: grid;
  grid-template-columns: repeat(
    auto-fill,
    minmax(min(${({ $minItemWidth }) => $minItemWidth}px, 100%), 1fr)
  );
  gap: ${({ theme }) => theme.space(4)};
  align-items: stretch;
`;

export interface FilterBarProps {
  /** Names the group of filters for assistive technology ('Filter'). */
  label: string;
  children?: ReactNode;
}

/** A row of filters and search fields that wraps onto more lines on a narrow screen. */
export function FilterBar({ label, children }: FilterBarProps) {
  return (
    <Inline role="group" aria-label={label}>
      {children}
    </Inline>
  );
}

/** Things side by side that wrap when they do not fit, aligned on their bottom edge. */
export const Inline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

/** Secondary text. */
export const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface TableProps {
  /** Names both the table and its scroll box. */
  'aria-label': string;
  children: ReactNode;
}

/**
 * A table that may be wider than a phone: it scrolls sideways in its own box instead of widening
 * the page, and its first column (the key: a serial number, a time) stays in view while the rest
 * scrolls under it. The box is a labelled region that takes keyboard focus, so it can be scrolled
 * without a pointer (WCAG 2.1.1).
 */
export function Table({ 'aria-label': label, children }: TableProps) {
  return (
    <TableScroll role="region" aria-label={label} tabIndex={0}>
      <TableGrid aria-label={label}>{children}</TableGrid>
    </TableScroll>
  );
}

const TableScroll = styled.div`
  max-width: 100%;
  overflow-x: auto;
  /* Painted, so the fixed first column covers what scrolls under it, on a page or in a card. */
  background: ${({ theme }) => theme.color.surface};

  ${focusRing}
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
  th:first-child,
  td:first-child {
    position: sticky;
    left: 0;
    background: ${({ theme }) => theme.color.surface};
    box-shadow: inset -1px 0 0 ${({ theme }) => theme.color.border};
  }
  a {
    color: ${({ theme }) => theme.color.link};
  }
`;

/** A list without bullets, its items spaced like the rest of the page. */
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
  text-decoration: underline;
`;
