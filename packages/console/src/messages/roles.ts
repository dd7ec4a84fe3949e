import type { Access, Area, Role } from '@hygiene/api-client';
import { icu, INTL_LOCALE } from '@hygiene/ui';

import { currentLanguage, defineMessages } from '../i18n/registry';
import texts from '../locales/roles';

/**
 * What the console says where a role may not do something (issue 27; spec §6 names no roles and
 * no texts for it): the roles' names and, per area of the roles table, what the refused action is.
 */
export const roles = defineMessages(texts, {
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
      write: 'Changing the attention thresholds and the notification policy',
    },
    cases: { read: 'Seeing cases', write: 'Acknowledging, assigning and resolving cases' },
    notifications: {
      read: 'Seeing your notifications',
      write: 'Changing your notification settings',
    },
  } satisfies Record<Area, Record<Access, string>>,
  /**
   * '{action} needs the role {roles}.': {roles} are the roles that may, joined by 'or' in the
   * language ('A, B or C', see `anyOfRoles`).
   */
  needs: icu<[action: string, roles: string]>(
    '{action} needs the role {roles}.',
    'action',
    'roles',
  ),
  /**
   * What the signed-in user has, after the reason: {count} roles, {roles} joined by 'and' in the
   * language ('A, B and C', see `allOfRoles`).
   */
  signedInAs: icu<[count: number, roles: string]>(
    '{count, plural, =0 {You are signed in without a console role.} other {You are signed in as {roles}.}}',
    'count',
    'roles',
  ),
  /** When no role of the table may do it (a call the table keeps from everyone). */
  noRoleMay: icu<[action: string]>('{action} is not open to any role.', 'action'),
});

// One list formatter per language and kind, made on first use (they are read while drawing).
const listFormats = new Map<string, Intl.ListFormat>();
function joined(names: readonly string[], type: 'conjunction' | 'disjunction'): string {
  const locale = INTL_LOCALE[currentLanguage()];
  const key = `${locale} ${type}`;
  let format = listFormats.get(key);
  if (!format) {
    format = new Intl.ListFormat(locale, { type });
    listFormats.set(key, format);
  }
  return format.format(names);
}

/** 'A', 'A or B', 'A, B or C', in the active language: for `roles.needs`. */
export const anyOfRoles = (names: readonly string[]): string => joined(names, 'disjunction');

/** 'A', 'A and B', 'A, B and C', in the active language: for `roles.signedInAs`. */
export const allOfRoles = (names: readonly string[]): string => joined(names, 'conjunction');
