import type { Access, Area, Role } from '@hygiene/api-client';

/** 'A', 'A or B', 'A, B or C' (with `word` 'or'; 'and' alike). */
const list = (items: readonly string[], word: string) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${word} ${items.at(-1)}`;

/**
 * What the console says where a role may not do something (issue 27; spec §6 names no roles and
 * no texts for it): the roles' names and, per area of the roles table, what the refused action is.
 */
export const roles = {
  /** The title of the state a screen shows when the signed-in user's roles do not allow it. */
  notAllowed: 'Not allowed',
  /** The roles of the roles table (`ROLES` of @hygiene/api-client), as people read them. */
  names: {
    administrator: 'Administrator',
    'service-staff': 'Service staff',
    'tenant-staff': 'Tenant staff',
  } satisfies Record<Role, string>,
  /** What reading or writing in an area of the roles table is, to start a reason with. */
  actions: {
    tenants: { read: 'Seeing tenants', write: 'Changing tenants' },
    devices: { read: 'Seeing devices', write: 'Changing devices' },
    events: { read: 'Seeing device events', write: 'Sending device events' },
    provisioning: { read: 'Seeing provisioning', write: 'Provisioning new devices' },
    locations: {
      read: 'Seeing locations',
      write: 'Adding sections, premises, floors, rooms and room types, and setting coordinates',
    },
    'floor-plans': { read: 'Seeing floor plans', write: 'Saving floor plans' },
    users: { read: 'Seeing users', write: 'Inviting, changing and deleting users' },
    'screen-users': { read: 'Seeing screen users', write: 'Adding screen users' },
    installations: { read: 'Seeing installations', write: 'Installing devices' },
    maintenance: { read: 'Seeing maintenance', write: 'Starting and ending maintenance' },
    attention: {
      read: 'Seeing what needs attention',
      write: 'Changing the attention thresholds',
    },
  } satisfies Record<Area, Record<Access, string>>,
  /** '{action} needs the role {roles}.' with the roles that may, joined by 'or'. */
  needs: (action: string, roleNames: readonly string[]) =>
    `${action} needs the role ${list(roleNames, 'or')}.`,
  /** What the signed-in user has, after the reason. */
  signedInAs: (roleNames: readonly string[]) =>
    roleNames.length === 0
      ? 'You are signed in without a console role.'
      : `You are signed in as ${list(roleNames, 'and')}.`,
  /** When no role of the table may do it (a call the table keeps from everyone). */
  noRoleMay: (action: string) => `${action} is not open to any role.`,
} as const;
