/**
 * The roles table (issue 27; docs/ROLES.md): what each realm role of the provider's identity
 * provider may read and write, per area of the contract. Spec §6 says the realm roles come from
 * the token ("The provider's realm and resource roles can be queried") and withholds what each
 * group may do; this table is the choice made here. The platform enforces it (403 with a problem
 * body naming the role that is missing) and the console offers only what it allows.
 *
 * Each operation of the contract names its area (`x-area` in `openapi/platform.yaml`); its access
 * follows from its method: GET and HEAD read, every other method writes. The operation-to-area
 * map is generated (`src/generated/permissions.ts`), so this module stays a few kilobytes and
 * never loads the contract's JSON.
 */
import { operationPermissions } from './generated/permissions';
import type { OperationId } from './types';

/** The realm roles the table knows, as the token's `realm_access.roles` spells them. */
export const ROLES = ['administrator', 'service-staff', 'tenant-staff'] as const;

/** A realm role of the table. */
export type Role = (typeof ROLES)[number];

/** The areas of the contract, each operation in exactly one (`x-area`). */
export const AREAS = [
  'tenants',
  'devices',
  'events',
  'provisioning',
  'locations',
  'floor-plans',
  'users',
  'screen-users',
  'installations',
  'maintenance',
  'attention',
  'cases',
  'notifications',
] as const;

/** An area of the roles table. */
export type Area = (typeof AREAS)[number];

/** Reading (GET, HEAD) or writing (any other method). */
export type Access = 'read' | 'write';

/** What an operation needs: its area and whether it reads or writes it. */
export interface Permission {
  area: Area;
  access: Access;
}

const all = ROLES;
const staff = ['administrator', 'service-staff'] as const;
const admin = ['administrator'] as const;

/**
 * Per area, the roles that may read it and the roles that may write it.
 *
 * - `administrator`: everything.
 * - `service-staff` (the provider's installers and service staff): reads everything; writes
 *   everything except users and groups (no invites, no group changes, no deletes).
 * - `tenant-staff` (a customer tenant's own staff: cleaning, facility management, their
 *   installers): reads everything but screen users; writes devices (fluid, batteries, power
 *   source, comments, location), floor plans and installations. Provisioning, screen users,
 *   users and groups, locations (sections, premises, floors, rooms, room types, coordinates are
 *   set up by the provider) and maintenance are not theirs to change. They read the attention
 *   worklist and its thresholds but do not change the thresholds: those decide when the
 *   provider's service staff are sent out, so the provider sets them with the tenant (the
 *   tenant's notification policy, in the same area, likewise).
 * - Everyone works cases (acknowledge, assign, resolve: the cleaner at the dispenser is who
 *   says "I am on it") and sets their own notifications (`cases`, `notifications`).
 *
 * A caller with several roles may do what any of them may; a caller with no role of the table
 * may do nothing, reads included.
 */
export const ROLES_TABLE: Readonly<Record<Area, Readonly<Record<Access, readonly Role[]>>>> = {
  tenants: { read: all, write: admin },
  devices: { read: all, write: all },
  events: { read: all, write: admin },
  provisioning: { read: staff, write: staff },
  locations: { read: all, write: staff },
  'floor-plans': { read: all, write: all },
  users: { read: all, write: admin },
  'screen-users': { read: staff, write: staff },
  installations: { read: all, write: all },
  maintenance: { read: all, write: staff },
  attention: { read: all, write: staff },
  cases: { read: all, write: all },
  notifications: { read: all, write: all },
};

// Typechecks the generated map: every operation of the contract, each with a known area.
const permissions: Readonly<Record<OperationId, Permission>> = operationPermissions;

/** Whether `operationId` is an operation of the contract. */
export function isOperationId(operationId: string): operationId is OperationId {
  return Object.hasOwn(permissions, operationId);
}

/** The area and access of an operation of the contract. */
export function permissionOf(operationId: OperationId): Permission {
  const permission = permissions[operationId];
  if (!permission) throw new Error(`No operation '${operationId}' in the contract`);
  return permission;
}

/** `read` for GET and HEAD, `write` for every other method (any case). */
export function accessOf(method: string): Access {
  const lower = method.toLowerCase();
  return lower === 'get' || lower === 'head' ? 'read' : 'write';
}

/** The roles of the table that may do `permission` (the ones to name when it is refused). */
export function rolesAllowed(permission: Permission): readonly Role[] {
  return ROLES_TABLE[permission.area][permission.access];
}

/** The roles of the table among `roles` (a token's realm roles), in the table's order. */
export function knownRoles(roles: readonly string[]): Role[] {
  return ROLES.filter((role) => roles.includes(role));
}

/** Whether a caller with `roles` may do `permission`: any one of its roles is enough. */
export function isPermitted(roles: readonly string[], permission: Permission): boolean {
  return rolesAllowed(permission).some((role) => roles.includes(role));
}

/**
 * Whether a caller with `roles` (a token's realm roles) may make the call `operationId`.
 *
 * @example
 * mayPerform(['tenant-staff'], 'inviteUser'); // false
 * mayPerform(['tenant-staff', 'administrator'], 'inviteUser'); // true
 */
export function mayPerform(roles: readonly string[], operationId: OperationId): boolean {
  return isPermitted(roles, permissionOf(operationId));
}
