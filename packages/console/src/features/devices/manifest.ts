import { menu } from '../../messages/menu';
import { defineRoutes } from '../../routing/defineRoutes';

export const devicesRoutes = defineRoutes({
  devices: {
    pattern: 'devices',
    screen: () => import('./routes/DeviceListScreen').then((m) => m.DeviceListScreen),
    menu: { group: 'general', order: 10, label: () => menu.devices, area: 'devices' },
  },
  // Static segments outrank `:serialNumber` in react-router's ranking, whatever the order: a
  // device is never called 'provision' or 'scan' (the host's router.test.ts).
  deviceEntry: {
    pattern: 'devices/:serialNumber',
    screen: () => import('./routes/DeviceEntryScreen').then((m) => m.DeviceEntryScreen),
  },
  /**
   * Issue 51: the camera reads a dispenser's QR code and opens its entry page. Under `devices/`
   * so the home-screen icon's shortcut (`/devices/scan`, no tenant) reaches it through the
   * partner gate, as a QR code's own address does.
   */
  scan: {
    pattern: 'devices/scan',
    screen: () => import('./routes/ScanScreen').then((m) => m.ScanScreen),
  },
  device: {
    pattern: 'device/:deviceId',
    screen: () => import('./routes/DeviceDetailScreen').then((m) => m.DeviceDetailScreen),
  },
});
