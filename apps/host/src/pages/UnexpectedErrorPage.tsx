import { Component, type ErrorInfo, type ReactNode } from 'react';
import { styled } from 'styled-components';

import { hostMessages } from '../messages';

/**
 * The page itself: the heading of spec §8 and what went wrong, as text. Inside the shell it is
 * part of the shell's `main`; `standalone` (no shell around it) makes it the `main` landmark.
 */
export function UnexpectedError({
  detail,
  standalone = false,
}: {
  detail: string;
  standalone?: boolean;
}) {
  return (
    <Page as={standalone ? 'main' : 'div'}>
      <div role="alert">
        <h1>{hostMessages.unexpectedError}</h1>
        {/* Rendered as text: an error message may quote user input. */}
        <pre>{detail}</pre>
      </div>
    </Page>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** A new value (the address, in the shell) clears a shown error: the user navigated on. */
  resetKey?: string;
  /** No shell around it: the error page is the page's `main` landmark. */
  standalone?: boolean;
}

type BoundaryState = { status: 'ok' } | { status: 'failed'; error: unknown };

/**
 * Spec §8: any unhandled error while rendering a route (a screen that throws, a screen chunk
 * that fails to load or times out) shows 'Unexpected Application Error!' instead of a blank page.
 */
export class UnexpectedErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { status: 'ok' };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { status: 'failed', error };
  }

  override componentDidUpdate(previousProps: BoundaryProps, previousState: BoundaryState) {
    // The address changed after the failure (not in the render that failed): try the new route.
    if (
      this.state.status === 'failed' &&
      previousState.status === 'failed' &&
      previousProps.resetKey !== this.props.resetKey
    ) {
      this.setState({ status: 'ok' });
    }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(hostMessages.unexpectedError, error, info.componentStack);
  }

  override render() {
    return this.state.status === 'failed' ? (
      <UnexpectedError
        detail={describeError(this.state.error)}
        standalone={this.props.standalone ?? false}
      />
    ) : (
      this.props.children
    );
  }
}

function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

const Page = styled.div`
  padding: ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};

  pre {
    white-space: pre-wrap;
    color: ${({ theme }) => theme.color.danger};
  }
`;
