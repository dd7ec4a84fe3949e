import { isRouteErrorResponse, useRouteError } from 'react-router';
import styled from 'styled-components';

import { hostMessages } from '../messages';

/** Spec §8: any unhandled routing error shows the heading 'Unexpected Application Error!'. */
export function UnexpectedErrorPage() {
  const error = useRouteError();
  return <UnexpectedError detail={describeError(error)} />;
}

/** The page itself, separate from the router hook so stories can show it. */
export function UnexpectedError({ detail }: { detail: string }) {
  return (
    <Page>
      <div role="alert">
        <h1>{hostMessages.unexpectedError}</h1>
        {/* Rendered as text: an error message may quote user input. */}
        <pre>{detail}</pre>
      </div>
    </Page>
  );
}

function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

const Page = styled.main`
  padding: ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};

  pre {
    white-space: pre-wrap;
    color: ${({ theme }) => theme.color.danger};
  }
`;
