import { hostMessages } from '../messages';
import { paths } from '@hygiene/console';

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

/**
 * The side menu of spec §2/§6: Dashboard and Users for every tenant; Maintenance,
 * Installations ('Plan installations') and Sections only for the service tenant; a General
 * group with Devices, Set tenant and Home.
 */
export function sideMenu(tenantIdentifier: string, serviceTenantIdentifier: string): MenuGroup[] {
  const t = tenantIdentifier;
  const m = hostMessages.menu;
  const isServiceTenant = tenantIdentifier === serviceTenantIdentifier;
  const main: MenuEntry[] = [
    { key: 'dashboard', label: m.dashboard, to: paths.dashboard.to(t) },
    { key: 'users', label: m.users, to: paths.users.to(t) },
  ];
  if (isServiceTenant) {
    main.push(
      { key: 'maintenance', label: m.maintenance, to: paths.maintenance.to(t) },
      { key: 'installations', label: m.installations, to: paths.installations.to(t) },
      { key: 'sections', label: m.sections, to: paths.sections.to(t) },
    );
  }
  return [
    { key: 'main', entries: main },
    {
      key: 'general',
      label: m.general,
      entries: [
        { key: 'devices', label: m.devices, to: paths.devices.to(t) },
        { key: 'tenants', label: m.setTenant, to: paths.tenants.to(t) },
        { key: 'lander', label: m.home, to: paths.lander.to(t) },
      ],
    },
  ];
}
