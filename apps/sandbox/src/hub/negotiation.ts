/**
 * Negotiate (version 1): `POST /hubs/events/negotiate` hands out a connection token and the
 * transports on offer; the transport's first request must bring the token, from the same user,
 * before it expires. Each user's connections are capped, and so is the number of tokens waiting.
 */
import { randomBytes, randomUUID } from 'node:crypto';

import { isPermitted, realmRolesOf } from '@hygiene/api-client';
import type { Context } from 'hono';

import {
  HUB_MAX_CONNECTIONS_PER_USER,
  HUB_MAX_PENDING_NEGOTIATIONS,
  HUB_NEGOTIATE_TTL_MS,
} from '../constants.ts';
import { messages } from '../messages.ts';
import { problemResponse } from '../problem.ts';
import { monotonicNow } from './connections.ts';
import type { HubParts } from './hub.ts';
import { tokenOf, verifyToken } from './requestToken.ts';
import type { TransportKind } from './transports.ts';

/** What negotiate offers, in the order clients try them. */
const TRANSPORTS: readonly TransportKind[] = ['WebSockets', 'ServerSentEvents', 'LongPolling'];

interface Negotiated {
  userId: string;
  connectionId: string;
  expires: number;
}

/** Connection tokens handed out by negotiate, waiting for their transport. */
export class PendingNegotiations {
  readonly #negotiated = new Map<string, Negotiated>();

  dropExpired(now: number): void {
    for (const [token, entry] of this.#negotiated) {
      if (entry.expires < now) this.#negotiated.delete(token);
    }
  }

  /** How many tokens negotiated for the user are waiting. */
  heldBy(userId: string): number {
    let held = 0;
    for (const entry of this.#negotiated.values()) if (entry.userId === userId) held += 1;
    return held;
  }

  issue(userId: string, now: number): { connectionToken: string; connectionId: string } {
    // Tokens nobody used are dropped oldest first, so negotiating in a loop cannot grow memory.
    while (this.#negotiated.size >= HUB_MAX_PENDING_NEGOTIATIONS) {
      const oldest = this.#negotiated.keys().next();
      if (oldest.done) break;
      this.#negotiated.delete(oldest.value);
    }
    const connectionToken = randomBytes(16).toString('base64url');
    const connectionId = randomUUID();
    this.#negotiated.set(connectionToken, {
      userId,
      connectionId,
      expires: now + HUB_NEGOTIATE_TTL_MS,
    });
    return { connectionToken, connectionId };
  }

  /** Takes a negotiated connection token out of the waiting list, if it is valid for the user. */
  claim(token: string, userId: string): Negotiated | undefined {
    const entry = this.#negotiated.get(token);
    this.#negotiated.delete(token);
    if (!entry || entry.expires < monotonicNow() || entry.userId !== userId) return undefined;
    return entry;
  }
}

/** The Hono handler of `POST /hubs/events/negotiate`. */
export function negotiateHandler(
  parts: Pick<HubParts, 'options' | 'registry' | 'negotiations' | 'isSuspended'>,
): (c: Context) => Promise<Response> {
  const { options, registry, negotiations } = parts;
  return async (c) => {
    if (parts.isSuspended()) return problemResponse(503, messages.hub.unavailable);
    const verified = await verifyToken(options, tokenOf(c.req.raw.headers, new URL(c.req.url)));
    if (verified.status === 'invalid') {
      return problemResponse(401, messages.problems.unauthorized, messages.problems.missingToken, {
        'www-authenticate': 'Bearer',
      });
    }
    // The feed is the events area: a token none of whose roles may read it gets no connection,
    // as the API answers its calls 403 (docs/ROLES.md).
    if (!isPermitted(realmRolesOf(verified.claims), { area: 'events', access: 'read' })) {
      return problemResponse(403, messages.problems.forbidden, messages.hub.eventsRefused);
    }
    const now = monotonicNow();
    negotiations.dropExpired(now);
    // One user's connections (and tokens negotiated for more) are capped, so a client that
    // opens connections in a loop cannot grow the server's memory without end.
    const userId = verified.user.id;
    const max = options.maxConnectionsPerUser ?? HUB_MAX_CONNECTIONS_PER_USER;
    const held = registry.heldBy(userId) + negotiations.heldBy(userId);
    if (held >= max) {
      return problemResponse(
        429,
        messages.hub.tooManyConnectionsTitle,
        messages.hub.tooManyConnections(max),
      );
    }
    const { connectionToken, connectionId } = negotiations.issue(userId, now);
    return c.json({
      negotiateVersion: 1,
      connectionId,
      connectionToken,
      // JSON only (text): the hub speaks no binary protocol.
      availableTransports: TRANSPORTS.map((transport) => ({
        transport,
        transferFormats: ['Text'],
      })),
    });
  };
}
