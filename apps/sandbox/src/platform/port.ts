/**
 * The narrow port between the sandbox and whatever plays the platform behind `/api`.
 *
 * The sandbox owns HTTP, sign-in, tenant access, the hub and the simulated dispensers; a
 * `Platform` owns the data and answers REST calls with fetch-style handlers (Request in,
 * Response out). `fakePlatformAdapter` puts `@hygiene/fake-platform` behind it.
 */
import type { DeviceEvent } from '@hygiene/api-client';
import type { OutgoingMessage } from '@hygiene/fake-platform';

import type { RecordableEvent } from '../events.ts';

/** Which tenants a signed-in user may reach. */
export type TenantAccess =
  { status: 'all' } | { status: 'only'; tenantIdentifiers: readonly string[] };

/** Who is calling: the sandbox has checked the token and the tenant header already. */
export interface PlatformContext {
  /** The signed-in user's name (`preferred_username`). */
  user: string;
  /** How people read the user beside what they wrote (a comment's author); else `user`. */
  displayName?: string;
  /** Where the platform's e-mail to the user goes (issue 50). */
  email?: string;
  tenants: TenantAccess;
  /**
   * The realm roles of the caller's token (`realm_access.roles`, spec §6), as the platform checks
   * them against the roles table of `@hygiene/api-client` (docs/ROLES.md).
   */
  roles: readonly string[];
  /**
   * The tenant of the `x-tenant-identifier` header, already checked against `tenants`;
   * undefined when the request has none.
   */
  tenantIdentifier: string | undefined;
}

export interface TenantSummary {
  identifier: string;
  name: string;
  realm: string;
}

export interface DeviceSummary {
  id: string;
  serialNumber: string;
}

/**
 * Where a platform keeps state that must survive a restart. The sandbox backs it with SQLite
 * in the data folder; `--reset` empties it, and the platform seeds itself again.
 */
export interface PlatformStorage {
  /** A JSON document written earlier under `key`, or undefined. */
  read(key: string): unknown;
  write(key: string, value: unknown): void;
  /**
   * The document under `key` was read but cannot be used: the store keeps it aside (under
   * another key) and says so; `read(key)` answers undefined after.
   */
  unreadable(key: string, reason: string): void;
}

/** The platform behind `/api`. */
export interface Platform {
  /**
   * Answers one REST call. The request's URL keeps the `/api` prefix; a JSON body has been
   * checked to parse. Must answer (4xx/5xx included) rather than throw.
   */
  handle(request: Request, context: PlatformContext): Promise<Response>;
  /** Every tenant: realms of the identity provider and hub groups come from this list. */
  tenants(): TenantSummary[];
  /** The service tenant's identifier (spec §1). */
  serviceTenantIdentifier(): string;
  /** Installed, online devices of a tenant: these emit simulated events. */
  onlineDevices(tenantIdentifier: string): DeviceSummary[];
  /**
   * The tenant a device is being installed at when another than its own (its active
   * installation's), else null: the device's events go to that tenant's hub group too, where the
   * installer's wizard listens (issue 51). A platform without installations leaves it out.
   */
  installingTenant?(deviceId: string): string | null;
  /**
   * Stores an event so the REST event calls return it, and answers it as recorded (the
   * contract's `DeviceEvent`), which is what the hub pushes. Throws for a device not at the tenant.
   */
  recordEvent(tenantIdentifier: string, event: RecordableEvent): DeviceEvent;
  /** Saves whatever is not saved yet (the sandbox calls it before it closes the store). */
  flush(): void;
  /**
   * Time passing on the platform's clock now (`POST /sandbox/clock` asks for it after moving the
   * clock): what time alone changes, and the notifier's messages, which go to
   * `PlatformServices.onMessage`. Answers how many went; never throws. A platform without
   * notifications leaves it out.
   */
  advance?(): number;
  /** Stops the platform's own timers; the sandbox calls it before `flush` when it closes. */
  close?(): void;
}

/**
 * One notification of the platform to one person (issue 50): the sandbox sends it by e-mail and
 * web push. The fake platform's `OutgoingMessage`.
 */
export type PlatformMessage = OutgoingMessage;

/** What the sandbox hands a platform besides its storage. */
export interface PlatformServices {
  /** The sandbox's clock: the real time plus what `POST /sandbox/clock` added. */
  now: () => Date;
  /** Where the platform's notifications go (e-mail and web push); never throws. */
  onMessage: (message: PlatformMessage) => void;
  /** The VAPID public key (base64url) browsers subscribe to web push with. */
  pushPublicKey: string;
  /** How often time passes on its own (ms); 0: only when `advance` is called. */
  advanceEveryMs: number;
  /** Where the platform reports what went wrong outside a request (a failed round of time). */
  warn: (message: string) => void;
}

/** Builds a platform on the sandbox's storage. */
export type PlatformFactory = (storage: PlatformStorage, services: PlatformServices) => Platform;

/** True when the access allows the tenant. */
export function mayAccess(access: TenantAccess, tenantIdentifier: string): boolean {
  switch (access.status) {
    case 'all':
      return true;
    case 'only':
      return access.tenantIdentifiers.includes(tenantIdentifier);
    default:
      return access satisfies never;
  }
}
