import { Suspense } from 'react';
import { matchPath, useLocation } from 'react-router';

import { lazy } from '../../../i18n';
import { paths } from '../../../routing/paths';
import type { LocationRoute } from '../locationRoute';

/** The location routes, most specific first, as patterns under the tenant segment. */
const locationPatterns = [
  paths.roomPlan,
  paths.room,
  paths.floorPlan,
  paths.floor,
  paths.premise,
  paths.section,
  paths.sections,
].map((route) => `/:tenantIdentifier/${route.pattern}`);

function matchLocationRoute(pathname: string): LocationRoute | null {
  for (const pattern of locationPatterns) {
    const match = matchPath(pattern, pathname);
    if (match) return { params: match.params, floorPlan: pattern.endsWith('/floor-plans') };
  }
  return null;
}

// The trail (its queries and the kit's Breadcrumbs) loads only on location routes: the shell
// shows this component on every screen, and most first screens are not location screens.
const LocationTrail = lazy(async () => ({
  default: (await import('./LocationTrail')).LocationTrail,
}));

/**
 * Spec §2: 'Sections > Section > Premise > Floor > Room, plus Floor-plan when on a floor-plans
 * route', collapsing beyond 8 items (the UI kit's Breadcrumbs). Each level is named from the
 * API; until a name arrives its crumb shows '…'. Renders nothing off the location routes.
 */
export function LocationBreadcrumbs() {
  const { pathname } = useLocation();
  const route = matchLocationRoute(pathname);
  if (!route) return null;
  return (
    <Suspense fallback={null}>
      <LocationTrail route={route} />
    </Suspense>
  );
}
