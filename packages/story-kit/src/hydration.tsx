import { useEffect, useRef, useState, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, waitFor, within } from 'storybook/test';

/** One component as an app's first render shows it; made anew for the server and the client. */
export interface HydrationCase {
  name: string;
  element: () => ReactElement;
}

type Outcome =
  { status: 'hydrating' } | { status: 'clean' } | { status: 'warned'; problems: string[] };

/** What the board says of a case that hydrated without a warning (the stories look for it). */
const HYDRATED_CLEANLY = 'hydrated without a warning';

/** Rendered last in the tree: its effect runs once React has hydrated (and committed) the rest. */
function HydrationDone({ onDone }: { onDone: () => void }) {
  useEffect(onDone, [onDone]);
  return null;
}
const nothing = () => undefined;

/**
 * Renders `element` to HTML as a server would (`renderToString`), puts the HTML in a container of
 * its own and hydrates it there, as a browser does with a server-rendered page. A mismatch React
 * recovers from, and any `console.error` while it hydrates (React's hydration warnings), is a
 * problem; the row says which once hydration has committed. It starts when `start` turns true:
 * the board hydrates one case at a time, so the `console.error` it listens on is its own.
 */
function HydratedCase({
  hydrationCase,
  wrap,
  start,
  onFinished,
}: {
  hydrationCase: HydrationCase;
  wrap: Wrap;
  start: boolean;
  onFinished: () => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'hydrating' });
  useEffect(() => {
    if (!start) return undefined;
    // Outside React's own tree, so the story's re-renders never touch the server's HTML.
    const container = document.createElement('div');
    host.current?.append(container);
    // Each case is a page of its own: its ids are prefixed, as two apps on one page would be.
    const identifierPrefix = `${hydrationCase.name.replace(/\W+/g, '-')}-`;
    const tree = (onDone: () => void) => (
      <>
        {wrap(hydrationCase.element())}
        <HydrationDone onDone={onDone} />
      </>
    );
    container.innerHTML = renderToString(tree(nothing), { identifierPrefix });
    const problems: string[] = [];
    const consoleError = console.error;
    console.error = (...args: unknown[]) => problems.push(args.map(String).join(' '));
    const done = () => {
      console.error = consoleError;
      setOutcome(problems.length === 0 ? { status: 'clean' } : { status: 'warned', problems });
      onFinished();
    };
    let root: Root | undefined;
    try {
      root = hydrateRoot(container, tree(done), {
        identifierPrefix,
        onRecoverableError: (error) => problems.push(String(error)),
      });
    } catch (error) {
      problems.push(String(error));
      done();
    }
    return () => {
      console.error = consoleError;
      root?.unmount();
      container.remove();
    };
    // `onFinished` is the board's and stable; a new one must not hydrate the case again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrationCase, wrap, start]);

  return (
    <li>
      <strong>{hydrationCase.name}</strong>:{' '}
      <span data-testid={`outcome-${hydrationCase.name}`}>
        {outcome.status === 'hydrating'
          ? 'hydrating'
          : outcome.status === 'clean'
            ? HYDRATED_CLEANLY
            : `warned: ${outcome.problems.join(' | ')}`}
      </span>
      <div ref={host} />
    </li>
  );
}

type Wrap = (element: ReactElement) => ReactElement;

/**
 * Every case server-rendered and hydrated, one row each: the server-rendering contract of a
 * published package (issue 32), checked in a real browser.
 */
export function HydrationBoard({
  cases,
  wrap,
}: {
  cases: readonly HydrationCase[];
  /** What an app puts around the package's components (the kit's theme provider). */
  wrap: Wrap;
}) {
  // How many cases have finished: the next one starts then (one `console.error` at a time).
  const [finished, setFinished] = useState(0);
  return (
    <ul aria-label="Server-rendered and hydrated">
      {cases.map((hydrationCase, index) => (
        <HydratedCase
          key={hydrationCase.name}
          hydrationCase={hydrationCase}
          wrap={wrap}
          start={index <= finished}
          onFinished={() => setFinished((count) => Math.max(count, index + 1))}
        />
      ))}
    </ul>
  );
}

/** The play function of a board's story: every row says its case hydrated without a warning. */
export async function expectEveryCaseHydrated(
  canvasElement: HTMLElement,
  cases: readonly HydrationCase[],
): Promise<void> {
  const canvas = within(canvasElement);
  for (const { name } of cases) {
    await waitFor(() =>
      expect(canvas.getByTestId(`outcome-${name}`)).toHaveTextContent(HYDRATED_CLEANLY),
    );
  }
}
