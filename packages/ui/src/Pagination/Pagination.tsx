import { styled } from 'styled-components';

import { Button } from '../Button';
import { FIRST_PAGE } from '../constants';
import { useUiMessages } from '../messages';

export interface PaginationProps {
  /** The page shown, in the API's numbering. */
  currentPage: number;
  /** How many pages there are. */
  totalPages: number;
  /** The page after this one, or null on the last page (from the paged result). */
  nextPage: number | null;
  /** Called with the page to show. */
  onPageChange: (page: number) => void;
  /** The API's first page number. Defaults to spec §9's 1. */
  firstPage?: number;
  /** Disables every button (while a page loads). */
  disabled?: boolean;
}

/** Previous / next buttons and 'Page X of Y' for a paged list. */
export function Pagination({
  currentPage,
  totalPages,
  nextPage,
  onPageChange,
  firstPage = FIRST_PAGE,
  disabled = false,
}: PaginationProps) {
  const messages = useUiMessages();
  const shownPage = currentPage - firstPage + 1;
  return (
    // A group, not a navigation landmark: a screen may hold several pickers, and each would add
    // another landmark of the same name.
    <Bar role="group" aria-label={messages.pagination.label}>
      <Button
        aria-label={messages.pagination.previous}
        disabled={disabled || currentPage <= firstPage}
        onClick={() => onPageChange(currentPage - 1)}
      >
        <span aria-hidden="true">‹</span>
      </Button>
      <PageText>{messages.pagination.page(shownPage, Math.max(totalPages, 1))}</PageText>
      <Button
        aria-label={messages.pagination.next}
        disabled={disabled || nextPage === null}
        onClick={() => {
          if (nextPage !== null) onPageChange(nextPage);
        }}
      >
        <span aria-hidden="true">›</span>
      </Button>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const PageText = styled.span`
  min-width: 8em;
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.small};
  font-variant-numeric: tabular-nums;
`;
