import { consoleRoutes, paths, type ConsoleRoute } from '@hygiene/console';
import { useAtomValue } from 'jotai';
import { lazy, type ComponentType } from 'react';
import { Navigate, useParams, useRoutes, type RouteObject } from 'react-router';

import { hostMessages } from '../messages';
import { UnexpectedError } from '../pages/UnexpectedErrorPage';
import { tenantStoredAtStartAtom } from '../tenant/atoms';
import { Shell } from './Shell';
import { withTimeout } from './withTimeout';

// Declarative routing (`useRoutes`), not react-router's data router: the screens load their data
// through TanStack Query, so loaders and actions would add ~18 kB gzip of unused code to every
// first screen. Each screen is a React.lazy chunk; the shell shows a spinner while it arrives and
// the error page when it fails (see Shell).

/** A screen chunk that loads on first use and gives up after the chunk load time-out. */
function screenRoute({ path, load, children }: ConsoleRoute): RouteObject {
  // Every screen renders with no props here (some take optional ones for stories).
  const Screen = lazy(withTimeout<{ default: ComponentType }>(load));
  return {
    path,
    element: <Screen />,
    // Addresses the screen draws itself (the provisioning form and results): matched here.
    ...(children.length > 0 ? { children: children.map((child) => ({ path: child.path })) } : {}),
  };
}

/** Spec §2 `/`: with a stored tenant go to its dashboard; otherwise to /lander ('Home'). */
function Landing() {
  const { tenantIdentifier = '' } = useParams();
  const stored = useAtomValue(tenantStoredAtStartAtom);
  return stored ? (
    <Navigate replace to={paths.dashboard.to(stored.identifier)} />
  ) : (
    <Navigate replace to={paths.lander.to(tenantIdentifier)} />
  );
}

/** The text is read while drawing, so it follows the language. */
function NotFound() {
  return <UnexpectedError detail={hostMessages.notFound} />;
}

/** The route table of spec §2, every path under the tenant segment. */
export const routes: RouteObject[] = [
  {
    path: '/:tenantIdentifier',
    element: <Shell />,
    children: [
      { index: true, element: <Landing /> },
      // Every screen, from the features' manifests. Static segments outrank parameters in
      // react-router's ranking, whatever the order (router.test.ts): /devices/provision is the
      // wrapper, never a device called 'provision', and 'invite' is no user id.
      ...consoleRoutes.map(screenRoute),
      // Spec §8: an address no route matches is an unhandled routing error.
      { path: '*', element: <NotFound /> },
    ],
  },
];

/** The routed app; render it inside a router (`BrowserRouter` in the app). */
export function AppRoutes() {
  return useRoutes(routes);
}
