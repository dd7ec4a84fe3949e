import { paths } from '../../routing/paths';

/**
 * Where the console goes when maintenance ends (spec §4: "redirect to the device's actual
 * tenant"). On a device's page, that device's page at its actual tenant (the tenant the address
 * names when the device's own cannot be read). Anywhere else there is no device to follow and the
 * person is at their own tenant already: they stay where they are, so nothing they were typing is
 * lost (null). Never the address the person is on (no redirect loop): null then too.
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
  if (deviceId === null) return null;
  const target = paths.device.to(deviceTenantIdentifier || tenantIdentifier, deviceId);
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
