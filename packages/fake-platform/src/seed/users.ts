/**
 * The seed's users of one tenant: staff with made-up names in the tenant's language, and the
 * customer tenants' screen users.
 */
import { SCREEN_USER_DOMAIN, SERVICE_TENANT, USER_EMAIL_DOMAIN_SUFFIX } from '../constants';
import type { PlatformState, UserRecord } from '../model';
import { firstNames, lastNames } from '../names';
import type { TenantPlan } from '../names';
import type { Random } from '../random';
import { DAY, HOUR } from './time';
import type { Before } from './time';

/** Seeds `count` staff users of the tenant, each name once, and answers them. */
export function seedUsers(
  state: PlatformState,
  random: Random,
  plan: TenantPlan,
  count: number,
  before: Before,
): UserRecord[] {
  const sections = state.sections.filter((s) => s.tenant === plan.identifier);
  const staffGroups = state.groups.filter((g) => g.name !== 'Screen');
  const users: UserRecord[] = [];
  const used = new Set<string>();
  for (let i = 0; i < count; i++) {
    let firstName: string;
    let lastName: string;
    do {
      firstName = random.pick(firstNames[plan.language]);
      lastName = random.pick(lastNames[plan.language]);
    } while (used.has(`${firstName} ${lastName}`));
    used.add(`${firstName} ${lastName}`);
    const groups =
      plan.identifier === SERVICE_TENANT
        ? [
            staffGroups.find((g) => g.name === 'Service technician')!.id,
            staffGroups.find((g) => g.name === 'Installer')!.id,
          ]
        : pickSome(random, staffGroups, 1, 2).map((g) => g.id);
    const user: UserRecord = {
      id: random.uuid(),
      tenant: plan.identifier,
      email: `${asciiLower(firstName)}.${asciiLower(lastName)}@${plan.identifier}${USER_EMAIL_DOMAIN_SUFFIX}`,
      firstName,
      lastName,
      groupIds: groups,
      sectionIds: pickSome(random, sections, 1, sections.length).map((s) => s.id),
      created: before((400 - i * 10) * DAY),
      screen: null,
    };
    state.users.push(user);
    users.push(user);
  }
  return users;
}

/**
 * Seeds `count` screen users of the tenant, numbered from `firstNumber` on (the numbers run on
 * across tenants: `screen{N}@SCREEN_USER_DOMAIN`).
 */
export function seedScreenUsers(
  state: PlatformState,
  random: Random,
  plan: TenantPlan,
  { firstNumber, count }: { firstNumber: number; count: number },
  before: Before,
): void {
  const screenGroupId = state.groups.find((g) => g.name === 'Screen')!.id;
  for (let i = 0; i < count; i++) {
    const option = random.pick(state.screenOptions);
    state.users.push({
      id: random.uuid(),
      tenant: plan.identifier,
      email: `screen${firstNumber + i}@${SCREEN_USER_DOMAIN}`,
      firstName: option.firstName,
      lastName: option.lastName,
      groupIds: [screenGroupId],
      sectionIds: state.sections.filter((s) => s.tenant === plan.identifier).map((s) => s.id),
      // Screen users are the newest users, so the next screen number can be read off
      // the newest user (spec §7).
      created: before((count - i) * HOUR),
      screen: { deviceType: option.firstName, specs: option.lastName },
    });
  }
}

function pickSome<T>(random: Random, items: readonly T[], min: number, max: number): T[] {
  const count = Math.min(items.length, random.int(min, max));
  const pool = [...items];
  const picked: T[] = [];
  for (let i = 0; i < count; i++) picked.push(pool.splice(random.int(0, pool.length - 1), 1)[0]!);
  return picked;
}

function asciiLower(name: string): string {
  return name
    .toLowerCase()
    .replaceAll('æ', 'ae')
    .replaceAll('ø', 'o')
    .replaceAll('å', 'a')
    .normalize('NFD')
    .replace(/[^a-z]/g, '');
}
