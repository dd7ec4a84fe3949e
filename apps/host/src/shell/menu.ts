import type { Area } from '@hygiene/api-client';
import { paths } from '@hygiene/console';

import { hostMessages } from '../messages';

export interface MenuEntry {
  key: string;
  label: string;
  to: string;
}

export interface MenuGroup {
  key: string;
  /** Groups without a label render as the menu's top entries. */
  label?: string;
  entries: MenuEntry[];
}

/** The area of the roles table an entry's screen reads; an entry with none is for everyone. */
const entryArea: Readonly<Record<string, Area>> = {
  dashboard: 'devices',
  attention: 'attention',
  users: 'users',
  maintenance: 'maintenance',
  installations: 'installations',
  sections: 'locations',
  devices: 'devices',
  tenants: 'tenants',
};

/**
 * The side menu of spec §2/§6: Dashboard, Needs attention (issue 29, not in the spec) and Users
 * for every tenant; Maintenance,
 * Installations ('Plan installations') and Sections only for the service tenant; a General
 * group with Devices, Set tenant and Home. An entry whose screen's area the signed-in user may
 * not even read (`mayRead`, from the roles table: see `readableBy`) is left out; Home stays.
 */
export function sideMenu(
  tenantIdentifier: string,
  serviceTenantIdentifier: string,
  mayRead: (area: Area) => boolean = () => true,
): MenuGroup[] {
  const t = tenantIdentifier;
  const m = hostMessages.menu;
  const isServiceTenant = tenantIdentifier === serviceTenantIdentifier;
  const main: MenuEntry[] = [
    { key: 'dashboard', label: m.dashboard, to: paths.dashboard.to(t) },
    { key: 'attention', label: m.attention, to: paths.attention.to(t) },
    { key: 'users', label: m.users, to: paths.users.to(t) },
  ];
  if (isServiceTenant) {
    main.push(
      { key: 'maintenance', label: m.maintenance, to: paths.maintenance.to(t) },
      { key: 'installations', label: m.installations, to: paths.installations.to(t) },
      { key: 'sections', label: m.sections, to: paths.sections.to(t) },
    );
  }
  const offered = (entry: MenuEntry) => {
    const area = entryArea[entry.key];
    return area === undefined || mayRead(area);
  };
  const groups: MenuGroup[] = [
    { key: 'main', entries: main.filter(offered) },
    {
      key: 'general',
      label: m.general,
      entries: [
        { key: 'devices', label: m.devices, to: paths.devices.to(t) },
        { key: 'tenants', label: m.setTenant, to: paths.tenants.to(t) },
        { key: 'lander', label: m.home, to: paths.lander.to(t) },
      ].filter(offered),
    },
  ];
  return groups.filter((group) => group.entries.length > 0);
}
