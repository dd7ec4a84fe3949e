import type { ApiResult } from '@hygiene/api-client';
import { Breadcrumbs, type BreadcrumbItem } from '@hygiene/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, matchPath, useLocation } from 'react-router';

import { unwrap } from '../../data/apiQuery';
import { tenantKey } from '../../data/queryKeys';
import { messages } from '../../messages';
import { paths } from '../../routing/paths';
import { useConsoleApi } from '../../data/useConsoleApi';

const m = messages.locations;

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

/** The location parameters of the address, or null off the location routes. */
function useLocationRoute() {
  const { pathname } = useLocation();
  for (const pattern of locationPatterns) {
    const match = matchPath(pattern, pathname);
    if (match) return { params: match.params, floorPlan: pattern.endsWith('/floor-plans') };
  }
  return null;
}

/** The name of one level of the trail, fetched by id; undefined while loading or without id. */
function useLocationName(
  level: 'section' | 'premise' | 'floor' | 'room',
  id: string | undefined,
  fetchById: (id: string, signal: AbortSignal) => Promise<ApiResult<{ name: string }>>,
) {
  const { tenant } = useConsoleApi();
  const query = useQuery({
    queryKey: tenantKey(tenant, 'locations', level, id),
    queryFn: ({ signal }) => unwrap(fetchById(id ?? '', signal)),
    enabled: id !== undefined,
  });
  return query.data?.name;
}

/**
 * Spec §2: 'Sections > Section > Premise > Floor > Room, plus Floor-plan when on a floor-plans
 * route', collapsing beyond 8 items (the UI kit's Breadcrumbs). Each level is named from the
 * API; until a name arrives its crumb shows '…'. Renders nothing off the location routes.
 */
export function LocationBreadcrumbs() {
  const { api, tenant } = useConsoleApi();
  const route = useLocationRoute();
  const { sectionId, premiseId, floorId, roomId } = route?.params ?? {};

  const section = useLocationName('section', sectionId, (id, signal) =>
    api.getSection(id, { signal }),
  );
  const premise = useLocationName('premise', premiseId, (id, signal) =>
    api.getPremise(id, { signal }),
  );
  const floor = useLocationName('floor', floorId, (id, signal) => api.getFloor(id, { signal }));
  const room = useLocationName('room', roomId, (id, signal) => api.getRoom(id, { signal }));

  if (!route) return null;
  const items: BreadcrumbItem[] = [
    { key: 'sections', label: m.sections, href: paths.sections.to(tenant) },
  ];
  if (sectionId) {
    items.push({
      key: 'section',
      label: section ?? m.loadingName,
      href: paths.section.to(tenant, sectionId),
    });
  }
  if (sectionId && premiseId) {
    items.push({
      key: 'premise',
      label: premise ?? m.loadingName,
      href: paths.premise.to(tenant, sectionId, premiseId),
    });
  }
  if (sectionId && premiseId && floorId) {
    items.push({
      key: 'floor',
      label: floor ?? m.loadingName,
      href: paths.floor.to(tenant, sectionId, premiseId, floorId),
    });
  }
  if (sectionId && premiseId && floorId && roomId) {
    items.push({
      key: 'room',
      label: room ?? m.loadingName,
      href: paths.room.to(tenant, sectionId, premiseId, floorId, roomId),
    });
  }
  if (route.floorPlan) items.push({ key: 'floor-plan', label: m.floorPlan });

  return (
    <Breadcrumbs items={items} renderLink={(item, label) => <Link to={item.href}>{label}</Link>} />
  );
}
