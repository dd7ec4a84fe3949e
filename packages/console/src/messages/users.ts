import { icu } from '@hygiene/ui';

import { defineMessages } from '../i18n/registry';
import texts from '../locales/users';

export const users = defineMessages(texts, {
  title: 'Users',
  /** spec §2 shared pickers: 'Search {items}'. */
  search: 'Search users',
  filterLabel: 'Filter users',
  group: 'Group',
  allGroups: 'All groups',
  /** spec §8: 'Unable to fetch {items} from api.' */
  fetchError: 'Unable to fetch users from api.',
  groupsError: 'Unable to fetch groups from api.',
  sectionsError: 'Unable to fetch sections from api.',
  empty: 'No users found.',
  emptyHint: 'Change the search or the group.',
  listLabel: 'Users',
  email: 'Email',
  groups: 'Groups',
  sections: 'Allowed sections',
  noneAssigned: 'None',
  /** spec §2 */
  inviteLink: 'Invite a user',
  /** spec §2 route table: /users/screen is 'Add a screen user'. */
  screenLink: 'Add a screen user',
  backToList: 'Back to users',
  invite: {
    title: 'Invite a user',
    email: 'Email',
    firstName: 'First name',
    lastName: 'Last name',
    submit: 'Invite',
    sending: 'Sending invitation ...',
    /** Why the button is disabled, part by part. */
    missing: 'To invite, fill in:',
    gaps: {
      email: 'email',
      firstName: 'first name',
      lastName: 'last name',
      groups: 'at least one group',
      sections: 'at least one section',
    },
    /** spec §8 */
    sent: icu<[email: string]>('Invitation sent to {email}', 'email'),
    /** spec §8 (sic) */
    failed: 'An error occured while trying to send email.',
    /** The platform answered 409: the address has a user already (no email was sent). */
    exists: icu<[email: string]>(
      'A user with the email {email} exists already. Find them in the user list instead.',
      'email',
    ),
    /** At the email field, once something is typed that cannot be an address. */
    notAnEmail: 'Enter an email address, such as ola.nordmann@sykehus.no.',
  },
  detail: {
    fetchError: 'Unable to fetch user from api.',
    notFound: 'User not found',
    facts: 'User',
    tenant: 'Tenant',
    access: 'Groups and sections',
    update: 'Update user',
    updating: 'Updating user ...',
    unchanged: 'Change a group or a section to update the user.',
    changeSummary: 'This update',
    adds: 'Adds sections:',
    removes: 'Removes sections:',
    keepsSections: 'Sections stay as they are.',
    groupsChange: 'Groups change.',
    noSectionsLeft: 'The user will have no sections.',
    /** spec §8 */
    updated: 'User successfully updated.',
    /** spec §8 (sic) */
    updateFailed: 'An error occured while trying to update user.',
    deleteSection: 'Delete user',
    deleteHint: 'They lose access at once.',
    delete: 'Delete user',
    deleteTitle: icu<[name: string]>('Delete user {name}?', 'name'),
    deleteBody: 'This cannot be undone.',
    deleteConfirm: 'Delete',
    deleteFailed: 'Unable to delete the user.',
  },
  screen: {
    /** spec §2 */
    title: 'Add a screen user',
    numberLoading: 'Finding the next screen number ...',
    /** spec §8 */
    numberError: 'Error when contacting api',
    numberUnreadable: "The highest screen user's email holds no screen number.",
    email: 'Email',
    emailHint: 'The next free screen number.',
    /** spec §2 */
    screenType: 'Screen Type',
    screenTypeNone: 'None',
    screenTypesError: 'Unable to fetch screen types from api.',
    /** spec §2 */
    deviceType: 'Device Type',
    /** spec §2 */
    specs: 'Model, year, specs',
    /** spec §2 */
    password: 'Password',
    generate: 'Generate',
    generateHint: 'Generate makes a strong one.',
    /** spec §2 */
    temporary: 'Temporary password',
    /** spec §2 */
    create: 'Create screen user',
    creating: 'Creating screen user ...',
    missing: 'To create, fill in:',
    gaps: {
      email: 'email',
      deviceType: 'device type',
      specs: 'model, year, specs',
      password: 'password',
      sections: 'at least one section',
    },
    /** spec §2 */
    created: icu<[email: string]>('Screen user {email} created', 'email'),
    /** After creating: what the screen signs in with, shown this once. */
    signInWith: 'Sign in on the screen with',
    shownOnce: 'Write the password down or enter it on the screen now: it is not shown again.',
    temporaryNote: 'The password is temporary: the screen sets its own at the first sign-in.',
    /** spec §2 */
    createAnother: 'Create new static screen user',
    /** spec §2 */
    backToUsers: 'Back to users',
    /** spec §8 */
    failed: 'Unable to create screen user',
  },
  /**
   * The names of the provider's fixed user groups and screen types, as the platform stores them
   * (English), in the console's language (issue 46: they reached Bokmål users in English). A
   * name the console does not know is shown as stored (`groupLabel`, `screenTypeLabel`).
   */
  platformNames: {
    groups: {
      administrator: 'Administrator',
      installer: 'Installer',
      serviceTechnician: 'Service technician',
      tenantStaff: 'Tenant staff',
      screen: 'Screen',
    },
    screenTypes: {
      wallScreen43: 'Wall screen 43"',
    },
  },
});

/** The platform's group names (as stored) and their entries. */
const GROUPS: Readonly<Record<string, keyof typeof users.platformNames.groups>> = {
  Administrator: 'administrator',
  Installer: 'installer',
  'Service technician': 'serviceTechnician',
  'Tenant staff': 'tenantStaff',
  Screen: 'screen',
};

/** The platform's screen types (`displayName`, as stored) with words to translate. */
const SCREEN_TYPES: Readonly<Record<string, keyof typeof users.platformNames.screenTypes>> = {
  'Wall screen 43"': 'wallScreen43',
};

/** A group as people read it: in the console's language when known, else as the platform has it. */
export function groupLabel(name: string): string {
  const key = Object.hasOwn(GROUPS, name) ? GROUPS[name] : undefined;
  return key ? users.platformNames.groups[key] : name;
}

/** A screen type as people read it: product names stay; known words are translated. */
export function screenTypeLabel(displayName: string): string {
  const key = Object.hasOwn(SCREEN_TYPES, displayName) ? SCREEN_TYPES[displayName] : undefined;
  return key ? users.platformNames.screenTypes[key] : displayName;
}
