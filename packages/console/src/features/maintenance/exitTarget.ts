import { paths } from '../../routing/paths';

/**
 * Where the console goes when maintenance ends (spec §4: "redirect to the device's actual
 * tenant"). On a device's page that lives at another tenant, the same device page at its actual
 * tenant; anywhere else, back to the service tenant's maintenance page, where the work is run
 * from. Never the address the person is on (no redirect loop).
 */
export function maintenanceExitTarget({
  pathname,
  tenantIdentifier,
  serviceTenantIdentifier,
  deviceTenantIdentifier,
}: {
  pathname: string;
  tenantIdentifier: string;
  serviceTenantIdentifier: string;
  /** The actual tenant of the device whose page is open, when one is. */
  deviceTenantIdentifier?: string | null;
}): string | null {
  const deviceId = deviceIdOnPage(pathname);
  if (deviceId && deviceTenantIdentifier && deviceTenantIdentifier !== tenantIdentifier) {
    return paths.device.to(deviceTenantIdentifier, deviceId);
  }
  if (!serviceTenantIdentifier) return null;
  const back = paths.maintenance.to(serviceTenantIdentifier);
  return back === pathname ? null : back;
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
