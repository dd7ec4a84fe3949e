import type { ComponentType } from 'react';

/**
 * Route-level code splitting through the package's one entry: each loader imports one screen's
 * module, so a bundler (Vite in the host, tsup when published) gives every screen its own
 * chunk. The shape is what `React.lazy` expects.
 */
type LazyScreen = () => Promise<{ default: ComponentType }>;

export const lazyScreens = {
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

export type LazyScreenName = keyof typeof lazyScreens;
