import { describe, expect, it } from 'vitest';

import { tokenRoles, sameRoles } from './roles';

describe('tokenRoles (realm_access.roles of the parsed token)', () => {
  it('reads the realm roles, sorted, each once', () => {
    expect(
      tokenRoles({
        preferred_username: 'staff',
        realm_access: { roles: ['tenant-staff', 'offline_access', 'tenant-staff'] },
      }),
    ).toEqual(['offline_access', 'tenant-staff']);
  });

  it('is no role for a token without the claim or with a malformed one', () => {
    expect(tokenRoles(undefined)).toEqual([]);
    expect(tokenRoles({ preferred_username: 'x' })).toEqual([]);
    expect(tokenRoles({ realm_access: null })).toEqual([]);
    expect(tokenRoles({ realm_access: { roles: 'administrator' } })).toEqual([]);
    expect(tokenRoles({ realm_access: { roles: [7, null, 'service-staff'] } })).toEqual([
      'service-staff',
    ]);
  });

  it('ignores resource (client) roles: only the realm roles count', () => {
    expect(
      tokenRoles({ resource_access: { 'admin-frontend': { roles: ['administrator'] } } }),
    ).toEqual([]);
  });
});

describe('sameRoles', () => {
  it('compares two read role lists', () => {
    expect(sameRoles(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameRoles(['a'], ['a', 'b'])).toBe(false);
    expect(sameRoles(['a', 'b'], ['a', 'c'])).toBe(false);
    expect(sameRoles([], [])).toBe(true);
  });
});
