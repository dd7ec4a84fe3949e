import { styled } from 'styled-components';

/**
 * One card of a list of cards (the users, the attention worklist, the installations): the
 * surface, its border and padding, its parts in a column, allowed to shrink in a grid. A list
 * adds what is its own with `styled(ListCard)`.
 */
export const ListCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  min-width: 0;
`;
