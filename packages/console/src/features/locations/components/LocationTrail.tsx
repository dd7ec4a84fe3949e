import { Breadcrumbs, type BreadcrumbItem } from '@hygiene/ui';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';

import { apiErrorOf } from '../../../data/apiQuery';
import { useConsoleApi } from '../../../data/useConsoleApi';
import { getFloor } from '../../../generated/operations/getFloor';
import { getPremise } from '../../../generated/operations/getPremise';
import { getRoom } from '../../../generated/operations/getRoom';
import { getSection } from '../../../generated/operations/getSection';
import { locations as locationMessages } from '../../../messages/locations';
import { locationContext, type LocationContext } from '../../../routing/locationContext';
import { paths } from '../../../routing/paths';
import type { LocationRoute } from '../locationRoute';

const m = locationMessages;

/** How deep the trail goes: the outermost location type of the address (spec §2 precedence). */
const DEPTH: Record<NonNullable<LocationContext['type']> | 'none', number> = {
  none: 0,
  SectionModel: 1,
  PremiseModel: 2,
  FloorModel: 3,
  RoomModel: 4,
};

/**
 * A crumb's name: '…' until it arrives, 'Not found' for an id the platform does not know (the
 * screen says more), the name otherwise. The screens read the same cache entries.
 */
function crumbName(query: UseQueryResult<{ name: string }>): string {
  if (query.isError) {
    return apiErrorOf(query.error)?.status === 'notFound' ? m.notFoundName : m.loadingName;
  }
  return query.data?.name ?? m.loadingName;
}

/**
 * The trail of `LocationBreadcrumbs` on a location route: each level named from the API. Its own
 * chunk: only location routes load it.
 */
export function LocationTrail({ route }: { route: LocationRoute }) {
  const { api, tenant } = useConsoleApi();
  const { sectionId = '', premiseId = '', floorId = '', roomId = '' } = route.params;
  const depth = DEPTH[locationContext(route.params).type ?? 'none'];

  // The screens' own reads (generated, one small module each), so a name is fetched once for both.
  const section = crumbName(
    useQuery({
      ...getSection.options(api, tenant, sectionId),
      enabled: depth >= 1,
    }),
  );
  const premise = crumbName(
    useQuery({
      ...getPremise.options(api, tenant, premiseId),
      enabled: depth >= 2,
    }),
  );
  const floor = crumbName(
    useQuery({
      ...getFloor.options(api, tenant, floorId),
      enabled: depth >= 3,
    }),
  );
  const room = crumbName(
    useQuery({
      ...getRoom.options(api, tenant, roomId),
      enabled: depth >= 4,
    }),
  );

  const items: BreadcrumbItem[] = [
    { key: 'sections', label: m.sections, href: paths.sections.to(tenant) },
  ];
  if (depth >= 1) {
    items.push({ key: 'section', label: section, href: paths.section.to(tenant, sectionId) });
  }
  if (depth >= 2) {
    items.push({
      key: 'premise',
      label: premise,
      href: paths.premise.to(tenant, sectionId, premiseId),
    });
  }
  if (depth >= 3) {
    items.push({
      key: 'floor',
      label: floor,
      href: paths.floor.to(tenant, sectionId, premiseId, floorId),
    });
  }
  if (depth >= 4) {
    items.push({
      key: 'room',
      label: room,
      href: paths.room.to(tenant, sectionId, premiseId, floorId, roomId),
    });
  }
  if (route.floorPlan) items.push({ key: 'floor-plan', label: m.floorPlan });

  return (
    <Breadcrumbs items={items} renderLink={(item, label) => <Link to={item.href}>{label}</Link>} />
  );
}
