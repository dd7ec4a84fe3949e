/**
 * Test support (not exported from the package): the real api-client wired to a platform's
 * fetch (no network), and ids picked from the seed for the calls that need them.
 */
import { createApiClient } from '@hygiene/api-client';
import type { ApiClient, ApiResult, ContractCall } from '@hygiene/api-client';

import { DEMO_TENANT, FAILING_SERIAL_NUMBER } from './constants';
import type { CommentRecord, FloorRecord } from './model';
import type { FakePlatform } from './platform';
import { DEFAULT_CALLER } from './roles';

/** The base URL tests send requests to; nothing listens there, `platform.fetch` answers. */
export const TEST_BASE_URL = 'http://fake-platform.test/api';

export function clientFor(platform: FakePlatform, tenant: string = DEMO_TENANT): ApiClient {
  return createApiClient({
    baseUrl: TEST_BASE_URL,
    fetch: (request) => platform.fetch(request),
    getAccessToken: () => 'test-token',
    getTenantIdentifier: () => tenant,
  });
}

/**
 * The comment the calls edit is the test caller's own (an opaque token calls as
 * `DEFAULT_CALLER`): only its author edits a comment (issue 46).
 */
function ownComment(comment: CommentRecord): CommentRecord {
  comment.authorId = DEFAULT_CALLER.id;
  return comment;
}

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The seed has no ${what}`);
  return value;
}

/**
 * A floor with no plan, beside `floor` (the seed draws a plan for every floor): added once per
 * tenant, for the calls that create a plan.
 */
function planlessFloor(platform: FakePlatform, floor: FloorRecord): FloorRecord {
  const id = `${floor.tenant}-floor-without-plan`;
  const made = platform.state.floors.find((f) => f.id === id);
  if (made) return made;
  const planless: FloorRecord = { ...floor, id, name: 'Uten plan', number: 98 };
  // The state's types are read-only for handlers' callers; a test sets its data up directly.
  (platform.state.floors as FloorRecord[]).push(planless);
  return planless;
}

/** Ids of one tenant's seeded records, for calls that take ids. */
export function fixtures(platform: FakePlatform, tenant: string = DEMO_TENANT) {
  const s = platform.state;
  const mine = <T extends { tenant: string }>(items: readonly T[]) =>
    items.filter((i) => i.tenant === tenant);
  const commented = must(
    s.devices.find(
      (d) =>
        d.tenant === tenant &&
        d.locationType === 'RoomModel' &&
        s.comments.some((c) => c.deviceId === d.id),
    ),
    'commented device',
  );
  const floorWithPlan = must(
    s.floorPlans.find((p) => p.tenant === tenant && p.target === 'floor'),
    'floor plan',
  ).targetId;
  const roomWithPlan = s.floorPlans.find(
    (p) => p.tenant === tenant && p.target === 'room',
  )?.targetId;
  const floors = mine(s.floors);
  const rooms = mine(s.rooms);
  const floor = must(
    floors.find((f) => f.id === floorWithPlan),
    'floor',
  );
  const active = s.installations.find(
    (i) =>
      i.tenant === tenant &&
      (i.status === 'Ready' || i.status === 'InProgress') &&
      i.serialnumber !== FAILING_SERIAL_NUMBER,
  );
  return {
    tenant,
    device: commented,
    comment: ownComment(
      must(
        s.comments.find((c) => c.deviceId === commented.id),
        'comment',
      ),
    ),
    section: must(
      s.sections.find((x) => x.id === floor.sectionId),
      'section',
    ),
    premise: must(
      s.premises.find((p) => p.id === floor.premiseId),
      'premise',
    ),
    floor,
    floorWithoutPlan: planlessFloor(platform, floor),
    room: must(
      rooms.find((r) => r.floorId === floor.id),
      'room',
    ),
    roomWithPlan,
    roomWithoutPlan: must(
      rooms.find((r) => !s.floorPlans.some((p) => p.targetId === r.id)),
      'room without plan',
    ),
    roomType: must(mine(s.roomTypes)[0], 'room type'),
    activeInstallation: active,
    user: must(
      s.users.find((u) => u.tenant === tenant && u.screen === null),
      'user',
    ),
    group: must(s.groups[0], 'group'),
    deviceSession: s.deviceSessions.find((x) => x.tenant === tenant && x.stopped === null),
    model: must(s.deviceModels[0], 'device model'),
    openCase: s.cases.find((c) => c.tenant === tenant && c.resolved === null),
  };
}

export type Fixtures = ReturnType<typeof fixtures>;

/**
 * The seeded record a path parameter names, by the path segment before it
 * (`/floors/{id}/rooms` takes a floor): what lets the contract's reads be called without a row
 * per call, so a new read is tested by the tables that sweep the contract.
 */
const recordBySegment: Record<string, (f: Fixtures) => string | undefined> = {
  tenants: (f) => f.tenant,
  devices: (f) => f.device.id,
  comments: (f) => f.comment.id,
  'by-serial-number': (f) => f.device.serialNumber,
  sections: (f) => f.section.id,
  premises: (f) => f.premise.id,
  floors: (f) => f.floor.id,
  rooms: (f) => f.room.id,
  'room-types': (f) => f.roomType.id,
  users: (f) => f.user.id,
  'device-installations': (f) => f.activeInstallation?.id,
  'device-sessions': (f) => f.deviceSession?.id,
  cases: (f) => f.openCase?.id,
};

type AnyCall = (...args: unknown[]) => Promise<ApiResult<unknown>>;

/**
 * A read of the contract called with the records of `f` in its path (and `query`, where the
 * call takes one), or undefined where a path parameter names a record the seed does not give by
 * its segment, or the call requires a query: such a read needs a row of its own.
 */
export function contractRead(
  call: ContractCall,
  query?: object,
): ((api: ApiClient, f: Fixtures) => Promise<ApiResult<unknown>>) | undefined {
  if (call.method !== 'get') return undefined;
  const inPath = [...call.path.matchAll(/([\w-]+)\/\{\w+\}/g)].map((m) => recordBySegment[m[1]!]);
  const inQuery = call.parameters.filter((p) => p.in === 'query');
  if (inPath.some((id) => id === undefined) || inQuery.some((p) => p.required)) return undefined;
  return (api, f) => {
    const ids = inPath.map((id) => id!(f));
    if (ids.some((id) => id === undefined)) throw new Error(`No seeded record for ${call.path}`);
    const send = (api as unknown as Record<string, AnyCall>)[call.operationId]!;
    return send(...ids, ...(inQuery.length > 0 ? [query] : []));
  };
}
