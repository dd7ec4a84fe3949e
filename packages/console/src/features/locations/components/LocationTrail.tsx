import type { ApiResult } from '@hygiene/api-client';
import { Breadcrumbs, type BreadcrumbItem } from '@hygiene/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { unwrap } from '../../../data/apiQuery';
import { tenantKey } from '../../../data/queryKeys';
import * as messages from '../../../messages';
import { paths } from '../../../routing/paths';
import { useConsoleApi } from '../../../data/useConsoleApi';
import type { LocationRoute } from '../locationRoute';

const m = messages.locations;

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
 * The trail of `LocationBreadcrumbs` on a location route: each level named from the API, '…'
 * until its name arrives. Its own chunk: only location routes load it.
 */
export function LocationTrail({ route }: { route: LocationRoute }) {
  const { api, tenant } = useConsoleApi();
  const { sectionId, premiseId, floorId, roomId } = route.params;

  const section = useLocationName('section', sectionId, (id, signal) =>
    api.getSection(id, { signal }),
  );
  const premise = useLocationName('premise', premiseId, (id, signal) =>
    api.getPremise(id, { signal }),
  );
  const floor = useLocationName('floor', floorId, (id, signal) => api.getFloor(id, { signal }));
  const room = useLocationName('room', roomId, (id, signal) => api.getRoom(id, { signal }));

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
