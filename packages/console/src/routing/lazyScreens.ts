import type { ComponentType } from 'react';

/**
 * Route-level code splitting through the package's one entry: each loader imports one screen's
 * module, so a bundler (Vite in the host, tsup when published) gives every screen its own
 * chunk. The shape is what react-router's `lazy` route property expects.
 */
type LazyScreen = () => Promise<{ Component: ComponentType }>;

export const lazyScreens = {
  tenants: async () => ({
    Component: (await import('../features/tenants/TenantsScreen')).TenantsScreen,
  }),
  dashboard: async () => ({
    Component: (await import('../features/dashboard/routes/DashboardScreen')).DashboardScreen,
  }),
  devices: async () => ({
    Component: (await import('../features/devices/routes/DeviceListScreen')).DeviceListScreen,
  }),
  deviceEntry: async () => ({
    Component: (await import('../features/devices/routes/DeviceEntryScreen')).DeviceEntryScreen,
  }),
  device: async () => ({
    Component: (await import('../features/devices/routes/DeviceDetailScreen')).DeviceDetailScreen,
  }),
} satisfies Record<string, LazyScreen>;

export type LazyScreenName = keyof typeof lazyScreens;
