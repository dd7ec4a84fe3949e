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

export const lazyScreens = {
  home: withTexts(async () => ({
    default: (await import('../features/home/routes/HomeScreen')).HomeScreen,
  })),
  tenants: withTexts(async () => ({
    default: (await import('../features/tenants/routes/TenantsScreen')).TenantsScreen,
  })),
  dashboard: withTexts(async () => ({
    default: (await import('../features/dashboard/routes/DashboardScreen')).DashboardScreen,
  })),
  devices: withTexts(async () => ({
    default: (await import('../features/devices/routes/DeviceListScreen')).DeviceListScreen,
  })),
  deviceEntry: withTexts(async () => ({
    default: (await import('../features/devices/routes/DeviceEntryScreen')).DeviceEntryScreen,
  })),
  device: withTexts(async () => ({
    default: (await import('../features/devices/routes/DeviceDetailScreen')).DeviceDetailScreen,
  })),
  // The wrapper renders its form and results itself: one chunk for the provisioning area.
  provision: withTexts(async () => ({
    default: (await import('../features/provisioning/routes/ProvisionScreen')).ProvisionScreen,
  })),
  maintenance: withTexts(async () => ({
    default: (await import('../features/maintenance/routes/MaintenanceScreen')).MaintenanceScreen,
  })),
  attention: withTexts(async () => ({
    default: (await import('../features/attention/routes/NeedsAttentionScreen'))
      .NeedsAttentionScreen,
  })),
  onPrem: withTexts(async () => ({
    default: (await import('../features/on-prem/routes/OnPremScreen')).OnPremScreen,
  })),
  users: withTexts(async () => ({
    default: (await import('../features/users/routes/UserListScreen')).UserListScreen,
  })),
  userInvite: withTexts(async () => ({
    default: (await import('../features/users/routes/InviteUserScreen')).InviteUserScreen,
  })),
  userScreen: withTexts(async () => ({
    default: (await import('../features/users/routes/ScreenUserScreen')).ScreenUserScreen,
  })),
  user: withTexts(async () => ({
    default: (await import('../features/users/routes/UserDetailScreen')).UserDetailScreen,
  })),
  install: withTexts(async () => ({
    default: (await import('../features/installations/routes/InstallScreen')).InstallScreen,
  })),
  installations: withTexts(async () => ({
    default: (await import('../features/installations/routes/InstallationsScreen'))
      .InstallationsScreen,
  })),
  sections: withTexts(async () => ({
    default: (await import('../features/locations/routes/SectionsScreen')).SectionsScreen,
  })),
  section: withTexts(async () => ({
    default: (await import('../features/locations/routes/SectionScreen')).SectionScreen,
  })),
  premise: withTexts(async () => ({
    default: (await import('../features/locations/routes/PremiseScreen')).PremiseScreen,
  })),
  floor: withTexts(async () => ({
    default: (await import('../features/locations/routes/FloorScreen')).FloorScreen,
  })),
  room: withTexts(async () => ({
    default: (await import('../features/locations/routes/RoomScreen')).RoomScreen,
  })),
  floorPlan: withTexts(async () => ({
    default: (await import('../features/locations/routes/FloorPlanScreen')).FloorPlanScreen,
  })),
} satisfies Record<string, LazyScreen>;

export type LazyScreenName = keyof typeof lazyScreens;
