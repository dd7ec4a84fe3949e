import type { ReactNode } from 'react';
import { styled } from 'styled-components';

export interface EmptyStateProps {
  /** The short statement, e.g. 'No rooms found.' */
  title: string;
  /** Optional explanation below the title. */
  description?: ReactNode;
  /** Optional action, e.g. an 'Add Room' button. */
  action?: ReactNode;
}

/** What a list shows when there is nothing in it. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <Box>
      <Title>{title}</Title>
      {description !== undefined && <Description>{description}</Description>}
      {action}
    </Box>
  );
}

export const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  text-align: center;
  color: ${({ theme }) => theme.color.text};
`;

const Title = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;
