/**
 * The hub checks roles as the API does (docs/ROLES.md): the live feed is the events area, so a
 * token none of whose roles may read it is refused at negotiate, before any connection exists.
 */
import { ROLES } from '@hygiene/api-client';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';

import type { Verified } from '../identity/tokens.ts';
import type { DemoUser } from '../identity/users.ts';
import { silentLogger } from '../logger.ts';
import { originsFor } from '../origins.ts';
import { EventHub } from './hub.ts';

const user = {
  id: 'user-1',
  username: 'someone',
  firstName: 'Some',
  lastName: 'One',
  email: 'someone@demo.example',
  role: 'tenant-staff',
} as DemoUser;

const hubs: EventHub[] = [];
afterEach(async () => {
  await Promise.all(hubs.splice(0).map((hub) => hub.close()));
});

/** POST /negotiate on a hub whose every token carries `roles`. */
async function negotiateWith(roles: string[]): Promise<Response> {
  const hub = new EventHub({
    verifyAccessToken: async (): Promise<Verified> => ({
      status: 'valid',
      user,
      realm: 'demo',
      sessionId: 'session-1',
      claims: { realm_access: { roles } },
      expiresAt: Math.floor(Date.now() / 1000) + 300,
    }),
    mayJoin: () => true,
    origins: originsFor(0),
    logger: silentLogger,
  });
  hubs.push(hub);
  const app = new Hono().post('/negotiate', hub.negotiate);
  return app.request('http://127.0.0.1/negotiate?negotiateVersion=1', {
    method: 'POST',
    headers: { authorization: 'Bearer token' },
  });
}

describe('the hub and the roles table', () => {
  it('refuses a token with no role that may read events, with a reason', async () => {
    const refused = await negotiateWith([]);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { detail?: string }).detail).toMatch(/device events/);
    expect((await negotiateWith(['offline_access'])).status).toBe(403);
  });

  it('opens the feed to every role of the table', async () => {
    for (const role of ROLES) {
      expect((await negotiateWith([role])).status).toBe(200);
    }
  });
});
