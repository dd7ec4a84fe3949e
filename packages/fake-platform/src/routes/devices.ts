import type { PlatformApp } from '../context';
import { deviceCommentRoutes } from './devices/deviceComments';
import { deviceProvisioningRoutes } from './devices/deviceProvisioning';
import { deviceReadRoutes } from './devices/deviceReads';
import { deviceWriteRoutes } from './devices/deviceWrites';

/**
 * Devices, models, comments, QR codes, fluid, batteries, lookups and provisioning. Each part's
 * routes live in `devices/`; the reads come first, so a lookup by serial number
 * (`/devices/by-serial-number/…`) is matched before a route that takes that segment for an id.
 */
export function deviceRoutes(app: PlatformApp) {
  deviceReadRoutes(app);
  deviceProvisioningRoutes(app);
  deviceCommentRoutes(app);
  deviceWriteRoutes(app);
}
