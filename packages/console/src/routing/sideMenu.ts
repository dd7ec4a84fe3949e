import type { Area } from '@hygiene/api-client';

import { menu } from '../messages/menu';
import type { MenuPlacement, RouteDeclaration } from './defineRoutes';
import { pathTo } from './defineRoutes';
import { routes, type RouteName } from './routes';

export interface MenuEntry {
  key: RouteName;
  label: string;
  to: string;
}

export interface MenuGroup {
  key: MenuPlacement['group'];
  /** The top entries have no label. */
  label?: string;
  entries: MenuEntry[];
}

const placed = (Object.entries(routes) as [RouteName, RouteDeclaration][])
  .flatMap(([name, route]) => (route.menu ? [{ name, pattern: route.pattern, ...route.menu }] : []))
  .sort((a, b) => a.order - b.order);

/**
 * The side menu of spec §2/§6, from the features' manifests: the top entries (Dashboard, Needs
 * attention, Users, Sections (every tenant's since issue 49); Maintenance and Plan installations
 * only for the service tenant)
 * and the General group (Devices, Set tenant, Home). An entry whose screen's area the signed-in
 * user may not even read (`mayRead`, from the roles table) is left out; Home, which reads no
 * area, stays. Read while drawing: the labels follow the language.
 */
export function sideMenu(
  tenantIdentifier: string,
  serviceTenantIdentifier: string,
  mayRead: (area: Area) => boolean = () => true,
): MenuGroup[] {
  const isServiceTenant = tenantIdentifier === serviceTenantIdentifier;
  const entriesOf = (group: MenuPlacement['group']): MenuEntry[] =>
    placed
      .filter((entry) => entry.group === group)
      .filter((entry) => isServiceTenant || !entry.serviceTenantOnly)
      .filter((entry) => entry.area === undefined || mayRead(entry.area))
      .map((entry) => ({
        key: entry.name,
        label: entry.label(),
        to: pathTo(entry.pattern)(tenantIdentifier),
      }));
  const groups: MenuGroup[] = [
    { key: 'main', entries: entriesOf('main') },
    { key: 'general', label: menu.general, entries: entriesOf('general') },
  ];
  return groups.filter((group) => group.entries.length > 0);
}
