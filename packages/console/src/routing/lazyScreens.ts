import type { ComponentType } from 'react';

import { withTexts } from '../i18n';

/**
 * Route-level code splitting through the package's one entry: each loader imports one screen's
 * module, so a bundler (Vite in the host, tsup when published) gives every screen its own
 * chunk. The shape is what `React.lazy` expects. Each resolves once the screen's texts in the
 * active language have arrived (`withTexts`, what the console's own `lazy` does), so a screen
 * never draws in English first.
 */
type LazyScreen = () => Promise<{ default: ComponentType }>;

const screens = {
  home: () => import('../features/home/routes/HomeScreen').then((m) => ({ default: m.HomeScreen })),
  tenants: () =>
    import('../features/tenants/routes/TenantsScreen').then((m) => ({ default: m.TenantsScreen })),
  dashboard: () =>
    import('../features/dashboard/routes/DashboardScreen').then((m) => ({
      default: m.DashboardScreen,
    })),
  devices: () =>
    import('../features/devices/routes/DeviceListScreen').then((m) => ({
      default: m.DeviceListScreen,
    })),
  deviceEntry: () =>
    import('../features/devices/routes/DeviceEntryScreen').then((m) => ({
      default: m.DeviceEntryScreen,
    })),
  device: () =>
    import('../features/devices/routes/DeviceDetailScreen').then((m) => ({
      default: m.DeviceDetailScreen,
    })),
  // The wrapper renders its form and results itself: one chunk for the provisioning area.
  provision: () =>
    import('../features/provisioning/routes/ProvisionScreen').then((m) => ({
      default: m.ProvisionScreen,
    })),
  maintenance: () =>
    import('../features/maintenance/routes/MaintenanceScreen').then((m) => ({
      default: m.MaintenanceScreen,
    })),
  attention: () =>
    import('../features/attention/routes/NeedsAttentionScreen').then((m) => ({
      default: m.NeedsAttentionScreen,
    })),
  onPrem: () =>
    import('../features/on-prem/routes/OnPremScreen').then((m) => ({ default: m.OnPremScreen })),
  users: () =>
    import('../features/users/routes/UserListScreen').then((m) => ({ default: m.UserListScreen })),
  userInvite: () =>
    import('../features/users/routes/InviteUserScreen').then((m) => ({
      default: m.InviteUserScreen,
    })),
  userScreen: () =>
    import('../features/users/routes/ScreenUserScreen').then((m) => ({
      default: m.ScreenUserScreen,
    })),
  user: () =>
    import('../features/users/routes/UserDetailScreen').then((m) => ({
      default: m.UserDetailScreen,
    })),
  install: () =>
    import('../features/installations/routes/InstallScreen').then((m) => ({
      default: m.InstallScreen,
    })),
  installations: () =>
    import('../features/installations/routes/InstallationsScreen').then((m) => ({
      default: m.InstallationsScreen,
    })),
  sections: () =>
    import('../features/locations/routes/SectionsScreen').then((m) => ({
      default: m.SectionsScreen,
    })),
  section: () =>
    import('../features/locations/routes/SectionScreen').then((m) => ({
      default: m.SectionScreen,
    })),
  premise: () =>
    import('../features/locations/routes/PremiseScreen').then((m) => ({
      default: m.PremiseScreen,
    })),
  floor: () =>
    import('../features/locations/routes/FloorScreen').then((m) => ({ default: m.FloorScreen })),
  room: () =>
    import('../features/locations/routes/RoomScreen').then((m) => ({ default: m.RoomScreen })),
  floorPlan: () =>
    import('../features/locations/routes/FloorPlanScreen').then((m) => ({
      default: m.FloorPlanScreen,
    })),
} satisfies Record<string, LazyScreen>;

/** Every screen's loader, each waiting for its texts (`withTexts` keeps each one's type). */
export const lazyScreens = Object.fromEntries(
  Object.entries(screens).map(([name, load]) => [name, withTexts<unknown>(load)]),
) as typeof screens;

export type LazyScreenName = keyof typeof lazyScreens;
