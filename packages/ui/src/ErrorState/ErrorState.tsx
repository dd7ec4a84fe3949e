import { styled } from 'styled-components';

import { Button } from '../Button';
import { useUiMessages } from '../messages';
import { statusIcon } from '../shared/statusIcon';

export interface ErrorStateProps {
  /** The error text, e.g. 'Unable to fetch rooms from api.' Rendered as text, never as HTML. */
  message: string;
  /** When given, a retry button calls it. */
  onRetry?: () => void;
  /** Label of the retry button. Defaults to 'Try again'. */
  retryLabel?: string;
}

/** An error in place of content; announced to screen readers as an alert. */
export function ErrorState({ message, onRetry, retryLabel: retryLabelProp }: ErrorStateProps) {
  const messages = useUiMessages();
  const retryLabel = retryLabelProp ?? messages.errorState.retry;
  return (
    <Box>
      <Message role="alert">
        <Icon aria-hidden="true">!</Icon>
        {message}
      </Message>
      {onRetry && <Button onClick={onRetry}>{retryLabel}</Button>}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  text-align: center;
`;

const Message = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Icon = styled.span`
  ${statusIcon}
`;
