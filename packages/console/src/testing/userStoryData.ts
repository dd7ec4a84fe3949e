import { createApiClient } from '@hygiene/api-client';

import { API_BASE } from './StoryHarness';

/**
 * The part of the fake platform these helpers touch, written out here: shared testing code may
 * not import the fake platform (only stories and tests may), and a story passes the real one.
 */
interface UserRecord {
  id: string;
  tenant: string;
  email: string;
  firstName: string;
  lastName: string;
  groupIds: string[];
  sectionIds: string[];
  created: string;
  screen: { deviceType: string; specs: string } | null;
}
interface State {
  users: UserRecord[];
  groups: { id: string; name: string }[];
  sections: { id: string; name: string; tenant: string }[];
}
interface FakePlatform {
  edit(change: (state: State) => void): void;
}

/**
 * A user the user stories open by a fixed id: added to demo's seeded users (oldest of them, so the
 * newest user, and with it the next screen number, stays the seed's).
 */
export const STORY_USER = {
  id: 'story-user-ada',
  email: 'ada.lovelace@demo.example',
  firstName: 'Ada',
  lastName: 'Lovelace',
} as const;

/** Adds STORY_USER to demo with the named groups and the first `sections` of demo's sections. */
export function addStoryUser(
  platform: FakePlatform,
  { groups = ['Installer'], sections = 1 }: { groups?: string[]; sections?: number } = {},
): void {
  platform.edit((state) => {
    const user: UserRecord = {
      id: STORY_USER.id,
      tenant: 'demo',
      email: STORY_USER.email,
      firstName: STORY_USER.firstName,
      lastName: STORY_USER.lastName,
      groupIds: state.groups.filter((g) => groups.includes(g.name)).map((g) => g.id),
      sectionIds: state.sections
        .filter((s) => s.tenant === 'demo')
        .slice(0, sections)
        .map((s) => s.id),
      created: '2000-01-01T00:00:00.000Z',
      screen: null,
    };
    state.users.push(user);
  });
}

/**
 * Leaves demo one screen user, whose email is `email` (the next screen number's source: with an
 * email that holds no number, the highest screen user's number cannot be read).
 */
export function setOnlyDemoScreenUserEmail(platform: FakePlatform, email: string): void {
  platform.edit((state) => {
    const screens = state.users.filter((u) => u.tenant === 'demo' && u.screen !== null);
    const [kept] = screens;
    state.users = state.users.filter((u) => !screens.includes(u) || u === kept);
    if (kept) kept.email = email;
  });
}

/**
 * Adds an ordinary (invited, not screen) user to demo, newer than every other user: the newest
 * user of the tenant is then no screen user.
 */
export function addNewestOrdinaryDemoUser(platform: FakePlatform): void {
  platform.edit((state) => {
    state.users.push({
      id: 'story-user-newest-invite',
      tenant: 'demo',
      email: 'grace.hopper@demo.example',
      firstName: 'Grace',
      lastName: 'Hopper',
      groupIds: state.groups.filter((g) => g.name === 'Installer').map((g) => g.id),
      sectionIds: [],
      created: '2999-01-01T00:00:00.000Z',
      screen: null,
    });
  });
}

/** Removes demo's screen users, keeping its ordinary ones (no screen user yet). */
export function removeDemoScreenUsers(platform: FakePlatform): void {
  platform.edit((state) => {
    state.users = state.users.filter((u) => !(u.tenant === 'demo' && u.screen !== null));
  });
}

/** Removes every user of demo (a tenant with no users yet). */
export function removeDemoUsers(platform: FakePlatform): void {
  platform.edit((state) => {
    state.users = state.users.filter((u) => u.tenant !== 'demo');
  });
}

/** An API client for play functions that check what the platform now holds. */
export function usersStoryApi(tenant = 'demo') {
  return createApiClient({
    baseUrl: `${window.location.origin}${API_BASE}`,
    getAccessToken: () => 'story-token',
    getTenantIdentifier: () => tenant,
  });
}
