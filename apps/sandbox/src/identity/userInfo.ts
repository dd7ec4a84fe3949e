/**
 * The signed-in user's profile for a bearer access token whose session lives: the userinfo
 * endpoint and the account endpoint keycloak-js's `loadUserProfile` reads.
 */
import type { Context, Hono } from 'hono';

import type { ProviderContext } from './providerContext.ts';
import { verifyLiveAccessToken } from './sessions.ts';
import { profileClaims } from './tokens.ts';
import type { DemoUser } from './users.ts';

const unauthorized = (c: Context) =>
  c.json({ error: 'invalid_token', error_description: 'Token verification failed' }, 401, {
    'www-authenticate': 'Bearer error="invalid_token"',
  });

export function addUserInfoRoutes(app: Hono, context: ProviderContext): void {
  /** The signed-in user of a bearer token for this realm, or undefined. */
  async function bearerUser(c: Context): Promise<DemoUser | undefined> {
    const header = c.req.header('authorization') ?? '';
    const token = /^Bearer (.+)$/i.exec(header)?.[1];
    if (!token) return undefined;
    const verified = await verifyLiveAccessToken(context, token, c.req.param('realm'));
    return verified.status === 'valid' ? verified.user : undefined;
  }

  const userinfo = async (c: Context) => {
    const user = await bearerUser(c);
    if (!user) return unauthorized(c);
    return c.json({ sub: user.id, ...profileClaims(user) });
  };
  app.get('/:realm/protocol/openid-connect/userinfo', userinfo);
  app.post('/:realm/protocol/openid-connect/userinfo', userinfo);

  app.get('/:realm/account', async (c) => {
    const user = await bearerUser(c);
    if (!user) return unauthorized(c);
    return c.json({
      id: user.id,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      emailVerified: true,
      attributes: {},
    });
  });
}
