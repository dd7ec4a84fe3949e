/**
 * The records the rows write to: the seeded ones, found in the platform's state, and records
 * nothing hangs under for the removals (the seed has empty rooms only), added before the test
 * takes its snapshot.
 */
import type { FakePlatform } from '@hygiene/fake-platform';

export type PlatformState = FakePlatform['state'];

/** Records nothing hangs under, for the removals: the seed has empty rooms only. */
export const EMPTY = {
  section: 'contract-writes-empty-section',
  premise: 'contract-writes-empty-premise',
  floor: 'contract-writes-empty-floor',
  roomType: 'contract-writes-unused-room-type',
} as const;

/**
 * Adds to demo an empty section, an empty premise and floor (in a seeded section and premise) and
 * a room type no room has, so each removal has a valid request. Call before taking the snapshot
 * the tests load between requests.
 */
export function addEmptyLocations(state: PlatformState): void {
  // The state's types are read-only for handlers' callers; a test sets its data up directly.
  const s = state as unknown as Record<
    'sections' | 'premises' | 'floors' | 'roomTypes',
    Record<string, unknown>[]
  >;
  const floor = state.floors.find((f) => f.tenant === 'demo')!;
  s.sections.push({ id: EMPTY.section, tenant: 'demo', name: 'Tom seksjon' });
  s.premises.push({
    id: EMPTY.premise,
    tenant: 'demo',
    sectionId: floor.sectionId,
    name: 'Tomt bygg',
    location: null,
  });
  s.floors.push({
    id: EMPTY.floor,
    tenant: 'demo',
    sectionId: floor.sectionId,
    premiseId: floor.premiseId,
    name: 'Tom etasje',
    number: 99,
  });
  s.roomTypes.push({ id: EMPTY.roomType, tenant: 'demo', name: 'Ubrukt', useForCompliance: false });
}

export type Fixtures = ReturnType<typeof fixtures>;

/**
 * Makes the comment the rows edit and delete `username`'s own: only its author edits a comment
 * (issue 46), so a valid edit is one by its author. Call it before the test's seed is taken.
 */
export function authorFixtureComment(state: PlatformState, username: string): void {
  // The state's types are read-only for handlers' callers; a test sets its data up directly.
  (fixtures(state).comment as { authorId: string | null }).authorId = username;
}

/** The seeded records the rows write to, found in the platform's state. */
export function fixtures(s: PlatformState) {
  const demo = <T extends { tenant: string }>(items: readonly T[]) =>
    items.filter((i) => i.tenant === 'demo');
  const must = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the seed has no ${what}`);
    return value;
  };
  const isActive = (status: string) => /^(Ready|InProgress|READY|IN_PROGRESS)$/.test(status);
  const device = must(
    demo(s.devices).find((d) => s.comments.some((c) => c.deviceId === d.id)),
    'commented device',
  );
  const floor = must(
    demo(s.floors).find((f) => s.floorPlans.some((p) => p.targetId === f.id)),
    'floor with a plan',
  );
  const installation = must(
    s.installations.find(
      (i) => i.tenant === 'demo' && isActive(i.status) && i.serialnumber !== 'HDP2-99500',
    ),
    'active installation',
  );
  return {
    device,
    freeDevice: must(
      demo(s.devices).find(
        (d) => !s.installations.some((i) => i.deviceId === d.id && isActive(i.status)),
      ),
      'device without an active installation',
    ),
    comment: must(
      s.comments.find((c) => c.deviceId === device.id),
      'comment',
    ),
    section: must(
      demo(s.sections).find((x) => x.id === floor.sectionId),
      'section',
    ),
    premise: must(
      demo(s.premises).find((p) => p.id === floor.premiseId),
      'premise',
    ),
    floor,
    floorWithoutPlan: must(
      demo(s.floors).find((f) => !s.floorPlans.some((p) => p.targetId === f.id)),
      'floor without a plan',
    ),
    room: must(
      demo(s.rooms).find((r) => r.floorId === floor.id),
      'room',
    ),
    roomWithPlan: must(
      s.floorPlans.find((p) => p.tenant === 'demo' && p.target === 'room'),
      'room plan',
    ).targetId,
    roomWithoutPlan: must(
      demo(s.rooms).find((r) => !s.floorPlans.some((p) => p.targetId === r.id)),
      'room without a plan',
    ),
    roomType: must(demo(s.roomTypes)[0], 'room type'),
    emptyRoom: must(
      demo(s.rooms).find(
        (r) =>
          !s.devices.some((d) => d.locationId === r.id) &&
          !s.installations.some((i) => i.roomId === r.id),
      ),
      'empty room',
    ),
    installation,
    /** A demo installation with a picture (the seed gives every third finished one a picture). */
    picture: must(
      s.installations.flatMap((i) =>
        i.tenant === 'demo' && i.images[0]?.id
          ? [{ installationId: i.id, imageId: i.images[0].id }]
          : [],
      )[0],
      'installation with a picture',
    ),
    user: must(
      demo(s.users).find((u) => u.screen === null),
      'user',
    ),
    group: must(s.groups[0], 'group'),
    deviceSession: must(
      s.deviceSessions.find((x) => x.tenant === 'demo' && x.stopped === null),
      'running device session',
    ),
    model: must(s.deviceModels[0], 'device model'),
    openCase: must(
      s.cases.find((c) => c.tenant === 'demo' && c.resolved === null),
      'open case',
    ),
  };
}
