import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { listContractCalls } from './contract';
import type { PlatformContract } from './contract';
import {
  accessOf,
  AREAS,
  isOperationId,
  isPermitted,
  knownRoles,
  mayPerform,
  permissionOf,
  ROLES,
  ROLES_TABLE,
  rolesAllowed,
} from './roles';
import type { Access, Area, Role } from './roles';
import { realmRolesOf } from './claims';
import type { OperationId } from './types';

/** The hand-written document, parsed here rather than trusted through the generated files. */
const document = parse(
  readFileSync(new URL('../openapi/platform.yaml', import.meta.url), 'utf8'),
) as PlatformContract;
const calls = listContractCalls(document);

/**
 * The table written out again, role by role, as docs/ROLES.md states it: a second spelling, so a
 * change to `ROLES_TABLE` that the document does not make fails here.
 */
const expected: Record<Role, Record<Area, Access[]>> = {
  administrator: {
    tenants: ['read', 'write'],
    devices: ['read', 'write'],
    events: ['read', 'write'],
    provisioning: ['read', 'write'],
    locations: ['read', 'write'],
    'floor-plans': ['read', 'write'],
    users: ['read', 'write'],
    'screen-users': ['read', 'write'],
    installations: ['read', 'write'],
    maintenance: ['read', 'write'],
    attention: ['read', 'write'],
    cases: ['read', 'write'],
    notifications: ['read', 'write'],
  },
  'service-staff': {
    tenants: ['read'],
    devices: ['read', 'write'],
    events: ['read'],
    provisioning: ['read', 'write'],
    locations: ['read', 'write'],
    'floor-plans': ['read', 'write'],
    users: ['read'],
    'screen-users': ['read', 'write'],
    installations: ['read', 'write'],
    maintenance: ['read', 'write'],
    attention: ['read', 'write'],
    cases: ['read', 'write'],
    notifications: ['read', 'write'],
  },
  'tenant-staff': {
    tenants: ['read'],
    devices: ['read', 'write'],
    events: ['read'],
    provisioning: [],
    locations: ['read'],
    'floor-plans': ['read', 'write'],
    users: ['read'],
    'screen-users': [],
    installations: ['read', 'write'],
    maintenance: ['read'],
    attention: ['read'],
    cases: ['read', 'write'],
    notifications: ['read', 'write'],
  },
};

const ACCESSES: Access[] = ['read', 'write'];

describe('the roles table', () => {
  it('gives every operation of the contract a known area (x-area)', () => {
    expect(calls).not.toHaveLength(0);
    const unknown = calls
      .filter((call) => !(AREAS as readonly (string | undefined)[]).includes(call.area))
      .map((call) => `${call.operationId}: ${String(call.area)}`);
    expect(unknown).toEqual([]);
  });

  it('fails an operation without x-area or with an area the table does not know', () => {
    const broken: PlatformContract = {
      ...document,
      paths: {
        '/a': { get: { operationId: 'noArea', responses: {} } },
        '/b': { get: { operationId: 'oddArea', 'x-area': 'billing', responses: {} } },
      },
    };
    const found = listContractCalls(broken).filter(
      (call) => !(AREAS as readonly (string | undefined)[]).includes(call.area),
    );
    expect(found.map((call) => call.operationId)).toEqual(['noArea', 'oddArea']);
  });

  it('uses every area for at least one operation', () => {
    const used = new Set(calls.map((call) => call.area));
    expect(AREAS.filter((area) => !used.has(area))).toEqual([]);
  });

  it('knows each operation as the contract says: its area, and read for GET, write otherwise', () => {
    for (const call of calls) {
      expect(isOperationId(call.operationId), call.operationId).toBe(true);
      expect(permissionOf(call.operationId as OperationId), call.operationId).toEqual({
        area: call.area,
        access: call.method === 'get' || call.method === 'head' ? 'read' : 'write',
      });
    }
    expect(isOperationId('noSuchCall')).toBe(false);
    expect(isOperationId('toString')).toBe(false);
  });

  it('puts the provisioning and maintenance calls where the issue says', () => {
    expect(permissionOf('createDevice')).toEqual({ area: 'provisioning', access: 'write' });
    expect(permissionOf('createTenantDevice')).toEqual({ area: 'provisioning', access: 'write' });
    expect(permissionOf('provisionDevices')).toEqual({ area: 'provisioning', access: 'write' });
    expect(permissionOf('getTenantMaintenance')).toEqual({ area: 'maintenance', access: 'read' });
    expect(permissionOf('listServiceTenants').area).toBe('maintenance');
    expect(permissionOf('listGroups')).toEqual({ area: 'users', access: 'read' });
    expect(permissionOf('updateFloorFloorPlan')).toEqual({ area: 'floor-plans', access: 'write' });
  });

  it.each(
    ROLES.flatMap((role) =>
      AREAS.flatMap((area) => ACCESSES.map((access) => [role, area, access] as const)),
    ),
  )('%s, %s, %s: as the written table says', (role, area, access) => {
    const allowed = expected[role][area].includes(access);
    expect(isPermitted([role], { area, access })).toBe(allowed);
    expect(rolesAllowed({ area, access }).includes(role)).toBe(allowed);
  });

  it('lets administrator do every operation and refuses tenant-staff users, provisioning, screen users', () => {
    for (const call of calls) {
      expect(mayPerform(['administrator'], call.operationId as OperationId)).toBe(true);
    }
    for (const id of [
      'inviteUser',
      'updateUser',
      'deleteUser',
      'provisionDevices',
      'createDevice',
      'createScreenUser',
      'listScreenUsers',
      'createSection',
      'startMaintenance',
    ] as const) {
      expect(mayPerform(['tenant-staff'], id), id).toBe(false);
    }
    for (const id of [
      'addTenantDeviceFluid',
      'updateFloorFloorPlan',
      'createInstallation',
    ] as const) {
      expect(mayPerform(['tenant-staff'], id), id).toBe(true);
    }
    expect(mayPerform(['service-staff'], 'inviteUser')).toBe(false);
    expect(mayPerform(['service-staff'], 'provisionDevices')).toBe(true);
  });

  it('lets several roles do what any of them may', () => {
    for (const call of calls) {
      const id = call.operationId as OperationId;
      const either = mayPerform(['tenant-staff'], id) || mayPerform(['service-staff'], id);
      expect(mayPerform(['tenant-staff', 'service-staff'], id), id).toBe(either);
    }
    expect(mayPerform(['tenant-staff', 'administrator'], 'deleteUser')).toBe(true);
  });

  it('refuses everything, reads included, to no role or only unknown roles', () => {
    for (const call of calls) {
      const id = call.operationId as OperationId;
      expect(mayPerform([], id), id).toBe(false);
      expect(mayPerform(['offline_access', 'uma_authorization', 'Administrator'], id), id).toBe(
        false,
      );
    }
  });

  it('names the table roles among a token roles, in table order', () => {
    expect(knownRoles(['uma_authorization', 'tenant-staff', 'administrator'])).toEqual([
      'administrator',
      'tenant-staff',
    ]);
    expect(knownRoles([])).toEqual([]);
  });

  it('reads GET and HEAD, writes any other method', () => {
    expect(['GET', 'head', 'Get'].map(accessOf)).toEqual(['read', 'read', 'read']);
    expect(['POST', 'put', 'PATCH', 'delete'].map(accessOf)).toEqual([
      'write',
      'write',
      'write',
      'write',
    ]);
  });

  it('lists every area once in the table', () => {
    expect(Object.keys(ROLES_TABLE).sort()).toEqual([...AREAS].sort());
  });
});

describe('realmRolesOf', () => {
  it("reads a token's realm_access.roles, and nothing from a missing or malformed claim", () => {
    expect(
      realmRolesOf({ realm_access: { roles: ['tenant-staff', 7, 'offline_access'] } }),
    ).toEqual(['tenant-staff', 'offline_access']);
    expect(realmRolesOf(undefined)).toEqual([]);
    expect(realmRolesOf({ realm_access: { roles: 'administrator' } })).toEqual([]);
    expect(realmRolesOf({ resource_access: { console: { roles: ['administrator'] } } })).toEqual(
      [],
    );
  });
});
