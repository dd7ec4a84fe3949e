import { lazyScreens, paths, type LazyScreenName } from '@hygiene/console';
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
function lazyScreen(name: LazyScreenName): RouteObject['element'] {
  // Every screen renders with no props here (some take optional ones for stories).
  const Screen = lazy(withTimeout<{ default: ComponentType }>(lazyScreens[name]));
  return <Screen />;
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
      { path: paths.lander.pattern, element: lazyScreen('home') },
      { path: paths.dashboard.pattern, element: lazyScreen('dashboard') },
      { path: paths.maintenance.pattern, element: lazyScreen('maintenance') },
      { path: paths.attention.pattern, element: lazyScreen('attention') },
      { path: paths.installations.pattern, element: lazyScreen('installations') },
      { path: paths.tenants.pattern, element: lazyScreen('tenants') },
      { path: paths.onPrem.pattern, element: lazyScreen('onPrem') },
      { path: paths.devices.pattern, element: lazyScreen('devices') },
      // Static segments outrank `:serialNumber` in react-router's ranking, whatever the order
      // (router.test.ts): /devices/provision is the wrapper, never a device called 'provision'.
      {
        path: paths.provision.pattern,
        element: lazyScreen('provision'),
        // The children match here; the wrapper renders them (one chunk for the area).
        children: [{ path: paths.provisionForm.pattern }, { path: paths.provisionResults.pattern }],
      },
      { path: paths.deviceEntry.pattern, element: lazyScreen('deviceEntry') },
      {
        path: `${paths.deviceEntry.pattern}/${paths.deviceInstall.pattern}`,
        element: lazyScreen('install'),
      },
      { path: paths.device.pattern, element: lazyScreen('device') },
      { path: paths.sections.pattern, element: lazyScreen('sections') },
      { path: paths.section.pattern, element: lazyScreen('section') },
      { path: paths.premise.pattern, element: lazyScreen('premise') },
      { path: paths.floor.pattern, element: lazyScreen('floor') },
      { path: paths.floorPlan.pattern, element: lazyScreen('floorPlan') },
      { path: paths.room.pattern, element: lazyScreen('room') },
      { path: paths.roomPlan.pattern, element: lazyScreen('floorPlan') },
      { path: paths.users.pattern, element: lazyScreen('users') },
      // The fixed addresses come before `users/:userId`: react-router ranks static segments
      // above a parameter anyway, and the table reads the same way ('invite' is no user id).
      { path: paths.userInvite.pattern, element: lazyScreen('userInvite') },
      { path: paths.userScreen.pattern, element: lazyScreen('userScreen') },
      { path: paths.user.pattern, element: lazyScreen('user') },
      // Spec §8: an address no route matches is an unhandled routing error.
      { path: '*', element: <NotFound /> },
    ],
  },
];

/** The routed app; render it inside a router (`BrowserRouter` in the app). */
export function AppRoutes() {
  return useRoutes(routes);
}
