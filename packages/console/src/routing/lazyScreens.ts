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
  home: async () => ({
    default: (await import('../features/home/routes/HomeScreen')).HomeScreen,
  }),
  tenants: async () => ({
    default: (await import('../features/tenants/routes/TenantsScreen')).TenantsScreen,
  }),
  dashboard: async () => ({
    default: (await import('../features/dashboard/routes/DashboardScreen')).DashboardScreen,
  }),
  devices: async () => ({
    default: (await import('../features/devices/routes/DeviceListScreen')).DeviceListScreen,
  }),
  deviceEntry: async () => ({
    default: (await import('../features/devices/routes/DeviceEntryScreen')).DeviceEntryScreen,
  }),
  device: async () => ({
    default: (await import('../features/devices/routes/DeviceDetailScreen')).DeviceDetailScreen,
  }),
  // The wrapper renders its form and results itself: one chunk for the provisioning area.
  provision: async () => ({
    default: (await import('../features/provisioning/routes/ProvisionScreen')).ProvisionScreen,
  }),
  maintenance: async () => ({
    default: (await import('../features/maintenance/routes/MaintenanceScreen')).MaintenanceScreen,
  }),
  attention: async () => ({
    default: (await import('../features/attention/routes/NeedsAttentionScreen'))
      .NeedsAttentionScreen,
  }),
  onPrem: async () => ({
    default: (await import('../features/on-prem/routes/OnPremScreen')).OnPremScreen,
  }),
  users: async () => ({
    default: (await import('../features/users/routes/UserListScreen')).UserListScreen,
  }),
  userInvite: async () => ({
    default: (await import('../features/users/routes/InviteUserScreen')).InviteUserScreen,
  }),
  userScreen: async () => ({
    default: (await import('../features/users/routes/ScreenUserScreen')).ScreenUserScreen,
  }),
  user: async () => ({
    default: (await import('../features/users/routes/UserDetailScreen')).UserDetailScreen,
  }),
  install: async () => ({
    default: (await import('../features/installations/routes/InstallScreen')).InstallScreen,
  }),
  installations: async () => ({
    default: (await import('../features/installations/routes/InstallationsScreen'))
      .InstallationsScreen,
  }),
  sections: async () => ({
    default: (await import('../features/locations/routes/SectionsScreen')).SectionsScreen,
  }),
  section: async () => ({
    default: (await import('../features/locations/routes/SectionScreen')).SectionScreen,
  }),
  premise: async () => ({
    default: (await import('../features/locations/routes/PremiseScreen')).PremiseScreen,
  }),
  floor: async () => ({
    default: (await import('../features/locations/routes/FloorScreen')).FloorScreen,
  }),
  room: async () => ({
    default: (await import('../features/locations/routes/RoomScreen')).RoomScreen,
  }),
  floorPlan: async () => ({
    default: (await import('../features/locations/routes/FloorPlanScreen')).FloorPlanScreen,
  }),
} satisfies Record<string, LazyScreen>;

/** Every screen's loader, each waiting for its texts (`withTexts` keeps each one's type). */
export const lazyScreens = Object.fromEntries(
  Object.entries(screens).map(([name, load]) => [name, withTexts<unknown>(load)]),
) as typeof screens;

export type LazyScreenName = keyof typeof lazyScreens;
