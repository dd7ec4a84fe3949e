import { Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import {
  parsePath,
  UNSAFE_DataRouterContext,
  UNSAFE_NavigationContext,
  useBlocker,
  useLocation,
  type Location,
  type Navigator,
  type Path,
} from 'react-router';

import { lazy } from '../../../i18n';

// The question's dialog loads when a navigation is first held, not with the results: most people
// never leave mid-way, and the provisioning screens' first load stays within the host's budget.
const ConfirmLeave = lazy(() =>
  import('./ConfirmLeave').then((m) => ({ default: m.ConfirmLeave })),
);

/** Whether a navigation from `current` to `next` leaves the page (not one changing only its query). */
function leavesPage(current: Pick<Location, 'pathname'>, next: Pick<Location, 'pathname'>) {
  return current.pathname !== next.pathname;
}

/** What the guard shows while a navigation waits for the person's answer. */
export interface LeaveGuardProps {
  /** False: nothing is held (there is nothing to lose). */
  active: boolean;
  /** The dialog's question. */
  title: string;
  /** What leaving costs. */
  children: ReactNode;
  leaveLabel: string;
  stayLabel: string;
}

/**
 * Holds every in-app navigation that leaves the page (links, the menu, `navigate()`) and asks in
 * a ConfirmDialog: Stay cancels it, Leave lets it go on. Reload and closing the tab are the
 * browser's (beforeunload), not this.
 *
 * In a data router it is react-router's `useBlocker` (which also holds Back and Forward). The
 * host routes declaratively (`BrowserRouter`: a data router would add about 18 kB gzip to every
 * first screen, over the host's budget), and there `useBlocker` throws; so in a declarative
 * router the guard wraps the router's navigator (`push`, `replace`) while it is mounted, which
 * holds every link and `navigate()` call. Back and Forward (history moves the browser makes
 * itself) are not held there.
 */
export function LeaveGuard(props: LeaveGuardProps) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <DataRouterGuard {...props} /> : <NavigatorGuard {...props} />;
}

function DataRouterGuard({ active, ...dialog }: LeaveGuardProps) {
  const blocker = useBlocker(
    active
      ? ({ currentLocation, nextLocation }) => leavesPage(currentLocation, nextLocation)
      : false,
  );
  return (
    <LeaveDialog
      {...dialog}
      open={blocker.state === 'blocked'}
      onLeave={() => blocker.proceed?.()}
      onStay={() => blocker.reset?.()}
    />
  );
}

function NavigatorGuard({ active, ...dialog }: LeaveGuardProps) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { pathname } = useLocation();
  // The held navigation, to run on Leave.
  const [held, setHeld] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!active) return;
    return holdNavigations(navigator, (next, go) => {
      if (!leavesPage({ pathname }, { pathname: next.pathname ?? pathname })) return false;
      setHeld(() => go);
      return true;
    });
  }, [active, navigator, pathname]);

  return (
    <LeaveDialog
      {...dialog}
      open={held !== null}
      onLeave={() => {
        const go = held;
        setHeld(null);
        go?.();
      }}
      onStay={() => setHeld(null)}
    />
  );
}

/**
 * Wraps the declarative router's `push` and `replace` (which Link, NavLink and `navigate()` call)
 * so `hold` may keep a navigation back: `hold` answers true to keep it and gets the function that
 * lets it go on later. Answers the undo, which puts the router's own functions back.
 */
function holdNavigations(
  navigator: Navigator,
  hold: (next: Partial<Path>, go: () => void) => boolean,
): () => void {
  const { push, replace } = navigator;
  const wrap =
    (go: Navigator['push']): Navigator['push'] =>
    (to, state, options) => {
      const next = typeof to === 'string' ? parsePath(to) : to;
      if (!hold(next, () => go(to, state, options))) go(to, state, options);
    };
  navigator.push = wrap(push);
  navigator.replace = wrap(replace);
  return () => {
    navigator.push = push;
    navigator.replace = replace;
  };
}

function LeaveDialog(props: Omit<LeaveGuardProps, 'active'> & LeaveDialogControls) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmLeave {...props} />
    </Suspense>
  );
}

/** The dialog's state and answers. */
export interface LeaveDialogControls {
  open: boolean;
  onLeave: () => void;
  onStay: () => void;
}
