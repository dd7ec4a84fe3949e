/**
 * The roles table (docs/ROLES.md, `ROLES_TABLE` of @hygiene/api-client) as a test table, run
 * against the sandbox: for EVERY operation of the contract and every demo user, signed in through
 * the sandbox's own login (the roles come from the token's `realm_access.roles`), the operation is
 * refused with 403 and a problem body naming the missing role exactly where the table says, and
 * is not refused for its role anywhere else.
 *
 * Writes are the valid requests of `contractWrites.ts` (one per write operation, built by the real
 * api-client), so an allowed write is a real success and a refused one is the role's doing; a
 * refused write leaves the platform's snapshot byte for byte as it was. Reads are one GET per read
 * operation. Maintenance writes are the service tenant's: staff, who cannot reach that tenant,
 * sends them from demo, so the role rule (not the tenant rule) is what answers.
 */
import { listContractCalls, mayPerform, permissionOf, TENANT_HEADER } from '@hygiene/api-client';
import type { ContractCall, OperationId } from '@hygiene/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addEmptyLocations, build, rows, send, authorFixtureComment } from './contractWrites.ts';
import { claims, fakeOf, signIn, startTestSandbox } from './test-helpers.ts';
import type { TestSandbox } from './test-helpers.ts';

const USERS = ['admin', 'installer', 'staff'] as const;
type User = (typeof USERS)[number];

/**
 * The table, written out: what each demo user may NOT do. Everything else it may. Checked against
 * the roles of its token and `mayPerform` below, then against the sandbox.
 */
const REFUSED: Record<User, string[]> = {
  admin: [],
  installer: ['deleteUser', 'inviteUser', 'updateUser'],
  staff: [
    // provisioning
    'createDevice',
    'createTenantDevice',
    'provisionDevices',
    // screen users, read and write
    'createScreenUser',
    'listScreenUsers',
    // users and groups, write
    'deleteUser',
    'inviteUser',
    'updateUser',
    // locations, write (the provider sets them up)
    'createFloor',
    'createPremise',
    'createRoom',
    'createRoomType',
    // Renames and removals are the provider's, as creating is (issue 54).
    'renameSection',
    'removeSection',
    'renamePremise',
    'removePremise',
    'renameFloor',
    'removeFloor',
    'renameRoom',
    'removeRoom',
    'renameRoomType',
    'removeRoomType',
    'createSection',
    'updatePremiseLocation',
    // maintenance, write
    'startDeviceSessions',
    'startMaintenance',
    'stopDeviceSession',
    'updateDeviceSession',
    // attention thresholds, write (they decide when the provider's staff are sent out)
    'updateAttentionThresholds',
    'updateNotificationPolicy',
  ],
};

const calls = listContractCalls();
let sandbox: TestSandbox;
const tokens = {} as Record<User, string>;
const rolesOf = {} as Record<User, string[]>;
let seed: ReturnType<ReturnType<typeof fakeOf>['snapshot']>;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  for (const user of USERS) {
    tokens[user] = (await signIn(sandbox.url, user)).tokens.access_token;
    rolesOf[user] = (
      claims(tokens[user]) as { realm_access: { roles: string[] } }
    ).realm_access.roles;
  }
  addEmptyLocations(fakeOf(sandbox).state);
  // The comment the rows edit is admin's, who sends the valid controls (issue 46: by its author).
  authorFixtureComment(fakeOf(sandbox).state, 'admin');
  seed = fakeOf(sandbox).snapshot();
});
afterAll(() => sandbox.dispose());

const platformBytes = () => JSON.stringify(fakeOf(sandbox).snapshot());

/**
 * One GET per read operation: a tenant in the path (`/tenants/{…}`) is demo, any other id one
 * that need not exist (a 404 is past the role check).
 */
function readRequest(call: ContractCall, token: string): Promise<Response> {
  const path = call.path
    .replace(/^\/tenants\/\{\w+\}/, '/tenants/demo')
    .replace(/\{\w+\}/g, 'no-such-id');
  return fetch(`${sandbox.url}/api${path}`, {
    headers: { authorization: `Bearer ${token}`, [TENANT_HEADER]: 'demo' },
  });
}

async function writeRequest(call: ContractCall, user: User) {
  const row = rows[call.operationId];
  if (!row) throw new Error(`no valid request for ${call.operationId} in contractWrites.ts`);
  const request = await build(row, sandbox.url, fakeOf(sandbox).state);
  // Staff may not reach the service tenant: from demo, the role rule answers, not the tenant's.
  if (user === 'staff' && row.tenant === 'service') {
    return { ...request, headers: { ...request.headers, [TENANT_HEADER]: 'demo' } };
  }
  return request;
}

describe('the roles table, role x operation, against the sandbox', () => {
  it('gives each demo user the realm role of the README in its token', () => {
    expect(rolesOf).toEqual({
      admin: ['administrator'],
      installer: ['service-staff'],
      staff: ['tenant-staff'],
    });
  });

  it('is the table of @hygiene/api-client for the roles of each token', () => {
    for (const user of USERS) {
      const refused = calls
        .filter((call) => !mayPerform(rolesOf[user], call.operationId as OperationId))
        .map((call) => call.operationId)
        .sort();
      expect(refused, user).toEqual([...REFUSED[user]].sort());
    }
  });

  it.each(
    USERS.flatMap((user) =>
      calls.map(
        (call) =>
          [
            user,
            REFUSED[user].includes(call.operationId) ? 'refused' : 'allowed',
            `${call.method.toUpperCase()} ${call.path}`,
            call,
          ] as const,
      ),
    ),
  )('%s is %s %s', async (user, verdict, _name, call) => {
    fakeOf(sandbox).load(seed);
    // Each user edits a comment of their own: the roles table is what is tested here.
    authorFixtureComment(fakeOf(sandbox).state, user);
    const { area, access } = permissionOf(call.operationId as OperationId);
    const before = platformBytes();
    const response =
      access === 'read'
        ? await readRequest(call, tokens[user])
        : await send(await writeRequest(call, user), tokens[user]);
    const text = await response.text();
    const what = `${call.operationId} as ${user}: ${response.status} ${text}`;
    expect(response.status, what).toBeLessThan(500);
    if (verdict === 'refused') {
      expect(response.status, what).toBe(403);
      expect(response.headers.get('content-type'), what).toBe('application/problem+json');
      const problem = JSON.parse(text) as {
        detail: string;
        area: string;
        access: string;
        requiredRoles: string[];
      };
      expect(problem, what).toMatchObject({ area, access });
      expect(problem.requiredRoles, what).not.toContain(rolesOf[user][0]);
      expect(problem.detail, what).toMatch(/needs the role (\S+ or )*administrator/);
      expect(problem.detail, what).toMatch(new RegExp(`; you have ${rolesOf[user][0]}\\.$`));
      expect(platformBytes(), `${what}: a refused write changed the platform`).toBe(before);
    } else {
      expect(response.status, what).not.toBe(403);
      // A write the table allows is a real success: the valid request went through.
      if (access === 'write') expect(response.status, what).toBeLessThan(300);
    }
    fakeOf(sandbox).load(seed);
  });
});
