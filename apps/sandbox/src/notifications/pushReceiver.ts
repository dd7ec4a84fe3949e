/**
 * A stand-in push service on the sandbox's origin, for tests and for trying web push without
 * Google's or Mozilla's (which this machine cannot reach). It plays both ends a browser and its
 * push service play:
 *
 * - `POST /sandbox/push-receiver/subscriptions` makes a subscription as a browser's
 *   `pushManager.subscribe()` would: an ECDH P-256 key pair and a 16-byte auth secret, answered
 *   as `PushSubscription.toJSON()` (`{ endpoint, expirationTime: null, keys: { p256dh, auth } }`),
 *   ready for `PUT /api/tenants/{tenant}/notifications/push`;
 * - `POST /sandbox/push-receiver/{id}` is that endpoint, where the sandbox delivers: the
 *   `Authorization: vapid t=<jwt>, k=<key>` header must name the sandbox's VAPID public key and its
 *   token verify (ES256 with that key, audience this origin, not expired), else 401; the
 *   aes128gcm body is decrypted with the subscription's private key and auth secret (http_ece);
 *   201 as push services answer;
 * - `GET /sandbox/push-receiver/{id}/messages` answers what arrived, newest first:
 *   `[{ payload, receivedAt, urgency, ttl }]` (`payload` is the decrypted JSON, or the text when
 *   it is not JSON).
 *
 * In memory: a restart forgets every subscription (a delivery to one then answers 404, which the
 * sandbox logs as a subscription gone). No token: a loopback developer tool, like the inbox; it
 * keeps at most `PUSH_RECEIVER_SUBSCRIPTIONS` subscriptions and `PUSH_RECEIVER_MESSAGES` messages
 * each, so nothing grows without bound.
 */
import { createECDH, createPublicKey, randomBytes, randomUUID, verify } from 'node:crypto';
import type { ECDH } from 'node:crypto';

import { Hono } from 'hono';
import ece from 'http_ece';

import {
  MAX_FORM_BODY_BYTES,
  PUSH_RECEIVER_MESSAGES,
  PUSH_RECEIVER_SUBSCRIPTIONS,
} from '../constants.ts';
import { limitBody } from '../limits.ts';
import { messages } from '../messages.ts';
import { problemResponse } from '../problem.ts';

export const PUSH_RECEIVER_PATH = '/sandbox/push-receiver';

export interface ReceivedPush {
  payload: unknown;
  receivedAt: string;
  urgency: string | null;
  ttl: number | null;
}

interface Held {
  ecdh: ECDH;
  auth: Buffer;
  received: ReceivedPush[];
}

export interface PushReceiverOptions {
  /** The origin the endpoints are made under (the sandbox's, on 127.0.0.1). */
  origin: () => string;
  /** The VAPID public key a sender must name and sign with: the sandbox's. */
  vapidPublicKey: string;
  /** What a VAPID token's audience may be: the sandbox's own origins. */
  audiences: () => readonly string[];
}

function json(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether an `Authorization: vapid t=<jwt>, k=<key>` header names `publicKey` and its token is
 * signed with it (ES256), for one of `audiences`, and not expired at `nowMs` (the real time: the
 * token's expiry is the sender's real clock's).
 */
export function vapidAuthorized(
  header: string | undefined,
  publicKey: string,
  audiences: readonly string[],
  nowMs: number,
): boolean {
  const match = /^vapid\s+t=([^,\s]+)\s*,\s*k=([^,\s]+)\s*$/i.exec(header ?? '');
  if (!match || match[2] !== publicKey) return false;
  const parts = match[1]!.split('.');
  if (parts.length !== 3) return false;
  const [head, body, signature] = parts as [string, string, string];
  const protectedHeader = json(head);
  const claims = json(body);
  if (protectedHeader?.alg !== 'ES256' || !claims) return false;
  const point = Buffer.from(publicKey, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return false;
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  return (
    signed &&
    typeof claims.exp === 'number' &&
    claims.exp * 1000 > nowMs &&
    typeof claims.aud === 'string' &&
    audiences.includes(claims.aud)
  );
}

export function pushReceiverRoutes(options: PushReceiverOptions): Hono {
  const subscriptions = new Map<string, Held>();
  const app = new Hono();
  app.use('*', limitBody(MAX_FORM_BODY_BYTES));

  app.post('/subscriptions', (c) => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const id = randomUUID();
    subscriptions.set(id, { ecdh, auth, received: [] });
    // The oldest go first (a Map keeps the order they were made in).
    for (const old of subscriptions.keys()) {
      if (subscriptions.size <= PUSH_RECEIVER_SUBSCRIPTIONS) break;
      subscriptions.delete(old);
    }
    return c.json(
      {
        endpoint: `${options.origin()}${PUSH_RECEIVER_PATH}/${id}`,
        expirationTime: null,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
      },
      201,
    );
  });

  app.post('/:id', async (c) => {
    const held = subscriptions.get(c.req.param('id'));
    if (!held) {
      return problemResponse(404, messages.problems.notFound, messages.pushReceiver.noSubscription);
    }
    const authorized = vapidAuthorized(
      c.req.header('authorization'),
      options.vapidPublicKey,
      options.audiences(),
      Date.now(),
    );
    if (!authorized) {
      return problemResponse(401, messages.problems.unauthorized, messages.pushReceiver.wrongKey, {
        'www-authenticate': 'vapid',
      });
    }
    let payload: unknown;
    try {
      if (c.req.header('content-encoding')?.toLowerCase() !== 'aes128gcm') {
        throw new Error('not aes128gcm');
      }
      const plain = ece.decrypt(Buffer.from(await c.req.arrayBuffer()), {
        version: 'aes128gcm',
        privateKey: held.ecdh,
        authSecret: held.auth.toString('base64url'),
      });
      const text = plain.toString('utf8');
      try {
        payload = JSON.parse(text);
      } catch {
        payload = text;
      }
    } catch {
      return problemResponse(
        400,
        messages.problems.badRequest,
        messages.pushReceiver.undecryptable,
      );
    }
    const ttl = Number.parseInt(c.req.header('ttl') ?? '', 10);
    held.received.unshift({
      payload,
      receivedAt: new Date().toISOString(),
      urgency: c.req.header('urgency') ?? null,
      ttl: Number.isFinite(ttl) ? ttl : null,
    });
    held.received.length = Math.min(held.received.length, PUSH_RECEIVER_MESSAGES);
    return c.body(null, 201);
  });

  app.get('/:id/messages', (c) => {
    const held = subscriptions.get(c.req.param('id'));
    if (!held) {
      return problemResponse(404, messages.problems.notFound, messages.pushReceiver.noSubscription);
    }
    return c.json(held.received);
  });
  return app;
}
