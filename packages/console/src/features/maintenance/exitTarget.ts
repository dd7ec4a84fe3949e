import { paths } from '../../routing/paths';

/**
 * Where the console goes when maintenance ends (spec §4: "redirect to the device's actual
 * tenant"). On a device's page, that device's page at its actual tenant (the tenant the address
 * names when the device's own cannot be read). Anywhere else there is no device, so the actual
 * tenant is the one the person is at: its landing, the dashboard (spec §2: a tenant's index goes
 * to /dashboard), which every user of the tenant may open; the service tenant's maintenance page
 * would refuse the tenant's own staff. Never the address the person is on (no redirect loop):
 * null then.
 */
export function maintenanceExitTarget({
  pathname,
  tenantIdentifier,
  deviceTenantIdentifier,
}: {
  pathname: string;
  tenantIdentifier: string;
  /** The actual tenant of the device whose page is open, when one is and it could be read. */
  deviceTenantIdentifier?: string | null;
}): string | null {
  if (!tenantIdentifier) return null;
  const deviceId = deviceIdOnPage(pathname);
  const target = deviceId
    ? paths.device.to(deviceTenantIdentifier || tenantIdentifier, deviceId)
    : paths.dashboard.to(tenantIdentifier);
  return target === pathname ? null : target;
}

/** The device id of a `/{tenant}/device/{deviceId}` address, or null. */
export function deviceIdOnPage(pathname: string): string | null {
  const match = /^\/[^/]+\/device\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}
