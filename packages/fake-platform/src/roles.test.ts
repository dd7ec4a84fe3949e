/**
 * The roles rule (`roles.ts`): every call of the contract as each role of the table, refused
 * with 403 and a problem naming the missing role exactly where the table says, before any
 * handler runs (a refused write changes nothing); and whose roles count when no `rolesOf` is
 * given (an opaque token is an administrator, a JWT-shaped one states its own).
 */
import {
  listContractCalls,
  mayPerform,
  ROLES,
  type ContractCall,
  type OperationId,
} from '@hygiene/api-client';
import { describe, expect, it } from 'vitest';

import { DEMO_TENANT, SERVICE_TENANT, TENANT_HEADER } from './constants';
import { createFakePlatform } from './platform';
import { fakeAccessToken, rolesInToken } from './roles';
import { TEST_BASE_URL } from './testClient';

const calls = listContractCalls();

/** A request for `call` with every path parameter filled in (ids that need not exist). */
function requestFor(call: ContractCall, token = 't', tenant: string = SERVICE_TENANT): Request {
  const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'tenant' ? DEMO_TENANT : 'no-such-id',
  );
  const write = call.method !== 'get' && call.method !== 'head';
  return new Request(`${TEST_BASE_URL}${path}`, {
    method: call.method.toUpperCase(),
    headers: {
      authorization: `Bearer ${token}`,
      [TENANT_HEADER]: tenant,
      ...(write ? { 'content-type': 'application/json' } : {}),
    },
    body: write ? '{}' : undefined,
  });
}

interface Refusal {
  status: number;
  title: string;
  detail: string;
  area?: string;
  access?: string;
  requiredRoles?: string[];
}

async function refusalOf(response: Response): Promise<Refusal | undefined> {
  if (response.status !== 403) return undefined;
  const body = (await response.json()) as Refusal;
  return body.requiredRoles ? body : undefined;
}

describe('the roles table, enforced before any handler runs', () => {
  it.each(
    ROLES.flatMap((role) =>
      calls.map((call) => [role, `${call.method.toUpperCase()} ${call.path}`, call] as const),
    ),
  )('%s: %s', async (role, _name, call) => {
    const platform = createFakePlatform({ rolesOf: () => [role] });
    const before = JSON.stringify(platform.snapshot());
    const response = await platform.fetch(requestFor(call));
    const allowed = mayPerform([role], call.operationId as OperationId);
    const refusal = await refusalOf(response.clone());
    if (allowed) {
      expect(refusal, `${role} ${call.operationId}: ${await response.text()}`).toBeUndefined();
    } else {
      expect(response.status).toBe(403);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
      expect(refusal?.title).toBe('Forbidden');
      expect(refusal?.area).toBe(call.area);
      expect(refusal?.requiredRoles).not.toContain(role);
      expect(refusal?.requiredRoles).toContain('administrator');
      expect(refusal?.detail).toMatch(/needs the role administrator/);
      expect(refusal?.detail).toMatch(new RegExp(`you have ${role}\\.$`));
      expect(JSON.stringify(platform.snapshot())).toBe(before);
    }
  });

  it('names what is missing in the words of the fake platform', async () => {
    const platform = createFakePlatform({ rolesOf: () => ['tenant-staff'] });
    const invite = calls.find((call) => call.operationId === 'inviteUser')!;
    const refusal = await refusalOf(await platform.fetch(requestFor(invite, 't', DEMO_TENANT)));
    expect(refusal).toMatchObject({
      status: 403,
      detail:
        'Inviting, changing and deleting users needs the role administrator; you have tenant-staff.',
      area: 'users',
      access: 'write',
      requiredRoles: ['administrator'],
    });
    const provision = calls.find((call) => call.operationId === 'provisionDevices')!;
    expect((await refusalOf(await platform.fetch(requestFor(provision))))?.detail).toBe(
      'Provisioning and registering devices needs the role administrator or service-staff; you have tenant-staff.',
    );
  });

  it('refuses reads too to a caller with no role of the table', async () => {
    const platform = createFakePlatform({ rolesOf: () => ['offline_access'] });
    const sections = calls.find((call) => call.operationId === 'listSections')!;
    const refusal = await refusalOf(await platform.fetch(requestFor(sections, 't', DEMO_TENANT)));
    expect(refusal?.detail).toBe(
      'Reading locations needs the role administrator or service-staff or tenant-staff; you have no role of the roles table.',
    );
  });

  it('lets a caller with several roles do what any of them may', async () => {
    const platform = createFakePlatform({ rolesOf: () => ['tenant-staff', 'service-staff'] });
    const response = await platform.fetch(
      new Request(`${TEST_BASE_URL}/sections`, {
        method: 'POST',
        headers: {
          authorization: 'Bearer t',
          [TENANT_HEADER]: DEMO_TENANT,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ name: 'Both roles' }),
      }),
    );
    expect(response.status).toBe(200);
  });

  it('checks the role before reading the body: a refused call with a wrong label is 403, not 415', async () => {
    const platform = createFakePlatform({ rolesOf: () => ['tenant-staff'] });
    const response = await platform.fetch(
      new Request(`${TEST_BASE_URL}/users`, {
        method: 'POST',
        headers: {
          authorization: 'Bearer t',
          [TENANT_HEADER]: DEMO_TENANT,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'a=b',
      }),
    );
    expect(response.status).toBe(403);
  });

  it('leaves an unknown route to 404 whatever the roles', async () => {
    const platform = createFakePlatform({ rolesOf: () => [] });
    const response = await platform.fetch(
      new Request(`${TEST_BASE_URL}/no-such-route`, {
        headers: { authorization: 'Bearer t', [TENANT_HEADER]: DEMO_TENANT },
      }),
    );
    expect(response.status).toBe(404);
  });
});

describe('whose roles count without a rolesOf option', () => {
  const sections = () =>
    new Request(`${TEST_BASE_URL}/sections`, {
      method: 'POST',
      headers: { [TENANT_HEADER]: DEMO_TENANT, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'By token' }),
    });
  const as = (token: string) => {
    const request = sections();
    request.headers.set('authorization', `Bearer ${token}`);
    return request;
  };

  it('an opaque token is an administrator (every story and test before the table)', async () => {
    const platform = createFakePlatform();
    expect((await platform.fetch(as('story-token'))).status).toBe(200);
  });

  it('a JWT-shaped token states its realm roles (fakeAccessToken)', async () => {
    const platform = createFakePlatform();
    const staff = await platform.fetch(as(fakeAccessToken({ roles: ['tenant-staff'] })));
    expect(staff.status).toBe(403);
    const installer = await platform.fetch(as(fakeAccessToken({ roles: ['service-staff'] })));
    expect(installer.status).toBe(200);
    expect((await platform.fetch(as(fakeAccessToken({ roles: [] })))).status).toBe(403);
  });

  it('reads realm_access.roles from a token and nothing from anything else', () => {
    expect(rolesInToken(fakeAccessToken({ roles: ['tenant-staff', 'ærlig'] }))).toEqual([
      'tenant-staff',
      'ærlig',
    ]);
    expect(rolesInToken(undefined)).toBeUndefined();
    expect(rolesInToken('opaque')).toBeUndefined();
    expect(rolesInToken('a.b.c')).toBeUndefined();
    const noClaim = `${btoa('{}')}.${btoa(JSON.stringify({ sub: 'x' }))}.`;
    expect(rolesInToken(noClaim)).toBeUndefined();
    const odd = `${btoa('{}')}.${btoa(JSON.stringify({ realm_access: { roles: ['a', 1, null] } }))}.`;
    expect(rolesInToken(odd)).toEqual(['a']);
  });
});

describe('a path spelt another way is the same call', () => {
  it('checks the role of a percent-encoded path as of the call it routes to', async () => {
    const platform = createFakePlatform();
    const users = platform.state.users.filter((u) => u.tenant === DEMO_TENANT);
    const target = users.at(-1)!;
    const response = await platform.fetch(
      new Request(`${TEST_BASE_URL}/user%73/${target.id}`, {
        method: 'DELETE',
        headers: {
          authorization: `Bearer ${fakeAccessToken({ roles: ['tenant-staff'] })}`,
          [TENANT_HEADER]: DEMO_TENANT,
        },
      }),
    );
    expect(response.status).toBe(403);
    expect(await refusalOf(response)).toMatchObject({ area: 'users', access: 'write' });
    expect(platform.state.users.some((u) => u.id === target.id)).toBe(true);
  });

  it('answers 404 for a path that is no call of the contract, before any handler', async () => {
    const platform = createFakePlatform();
    const response = await platform.fetch(
      new Request(`${TEST_BASE_URL}/no-such-route`, {
        headers: { authorization: 'Bearer t', [TENANT_HEADER]: DEMO_TENANT },
      }),
    );
    expect(response.status).toBe(404);
  });
});
