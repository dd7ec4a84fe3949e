import { lazyScreens, paths, type LazyScreenName } from '@hygiene/console';
import { useAtomValue } from 'jotai';
import { lazy } from 'react';
import { Navigate, useParams, useRoutes, type RouteObject } from 'react-router';

import { hostMessages } from '../messages';
import { NotBuiltYet } from '../pages/NotBuiltYet';
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
  const Screen = lazy(withTimeout(lazyScreens[name]));
  return <Screen />;
}

/** A route whose screen a later issue builds: plainly 'not built yet', never a fake screen. */
const notBuiltYet = (pattern: string, screen: string, children?: RouteObject[]): RouteObject => ({
  path: pattern,
  element: <NotBuiltYet screen={screen} />,
  children,
});

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

/** The route table of spec §2, every path under the tenant segment. */
export const routes: RouteObject[] = [
  {
    path: '/:tenantIdentifier',
    element: <Shell />,
    children: [
      { index: true, element: <Landing /> },
      { path: paths.lander.pattern, element: lazyScreen('home') },
      { path: paths.dashboard.pattern, element: lazyScreen('dashboard') },
      notBuiltYet(paths.maintenance.pattern, 'Maintenance'),
      notBuiltYet(paths.installations.pattern, 'Plan installations'),
      { path: paths.tenants.pattern, element: lazyScreen('tenants') },
      notBuiltYet(paths.onPrem.pattern, 'On-prem'),
      { path: paths.devices.pattern, element: lazyScreen('devices') },
      notBuiltYet(paths.provision.pattern, 'Provision devices', [
        notBuiltYet(paths.provisionForm.pattern, 'Provisioning form'),
        notBuiltYet(paths.provisionResults.pattern, 'Provisioning results'),
      ]),
      { path: paths.deviceEntry.pattern, element: lazyScreen('deviceEntry') },
      // The install wizard is a later issue; its address already exists.
      notBuiltYet(`${paths.deviceEntry.pattern}/${paths.deviceInstall.pattern}`, 'Install'),
      { path: paths.device.pattern, element: lazyScreen('device') },
      { path: paths.sections.pattern, element: lazyScreen('sections') },
      { path: paths.section.pattern, element: lazyScreen('section') },
      { path: paths.premise.pattern, element: lazyScreen('premise') },
      { path: paths.floor.pattern, element: lazyScreen('floor') },
      { path: paths.floorPlan.pattern, element: lazyScreen('floorPlan') },
      { path: paths.room.pattern, element: lazyScreen('room') },
      { path: paths.roomPlan.pattern, element: lazyScreen('floorPlan') },
      notBuiltYet(paths.users.pattern, 'Users'),
      notBuiltYet(paths.userInvite.pattern, 'Invite a user'),
      notBuiltYet(paths.userScreen.pattern, 'Add a screen user'),
      notBuiltYet(paths.user.pattern, 'User'),
      // Spec §8: an address no route matches is an unhandled routing error.
      { path: '*', element: <UnexpectedError detail={hostMessages.notFound} /> },
    ],
  },
];

/** The routed app; render it inside a router (`BrowserRouter` in the app). */
export function AppRoutes() {
  return useRoutes(routes);
}
