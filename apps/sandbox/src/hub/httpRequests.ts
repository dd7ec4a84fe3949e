/**
 * `GET`, `POST` and `DELETE` on the hub's path, the requests of the two HTTP transports:
 * opening a server-sent events stream or a long-polling connection, polls, sends of both, and
 * the long-polling close. WebSockets arrive through `webSocketUpgrade.ts`.
 */
import type { IncomingMessage } from 'node:http';

import type { Context } from 'hono';

import { HUB_LONG_POLL_MS } from '../constants.ts';
import { messages } from '../messages.ts';
import { problemResponse } from '../problem.ts';
import type { Connection } from './connections.ts';
import { monotonicNow } from './connections.ts';
import type { HubParts } from './hub.ts';
import { MessageType, record } from './protocol.ts';
import { tokenOf, verifyToken } from './requestToken.ts';
import { LongPollingTransport, ServerSentEventsTransport } from './transports.ts';
import type { PollAnswer } from './transports.ts';

/** The HTTP answer to a long poll. */
function pollResponse(answer: PollAnswer): Response {
  const headers = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };
  switch (answer.status) {
    case 'records':
      return new Response(answer.text, { status: 200, headers });
    case 'empty':
      return new Response(null, { status: 200, headers });
    case 'closed':
      return new Response(null, { status: 204, headers });
    case 'cut':
      // The connection is gone, as after a server restart: the client fails and reconnects.
      return problemResponse(404, messages.problems.notFound);
    default:
      return answer satisfies never;
  }
}

/** The Hono handler of `GET`, `POST` and `DELETE` on the hub's path. */
export function httpRequestHandler(parts: HubParts): (c: Context) => Promise<Response> {
  const { options, registry, negotiations, protocol, maxBufferedBytes } = parts;
  return async (c) => {
    if (parts.isSuspended()) return problemResponse(503, messages.hub.unavailable);
    const request = c.req.raw;
    const url = new URL(request.url);
    const accessToken = tokenOf(request.headers, url);
    const verified = await verifyToken(options, accessToken);
    const id = url.searchParams.get('id');
    if (verified.status === 'invalid' || accessToken === undefined) {
      const polled = id === null ? undefined : registry.byToken(id);
      // Only a poll that brings a token (the client always does) ends its connection this way.
      if (
        accessToken !== undefined &&
        polled?.transport.kind === 'LongPolling' &&
        request.method === 'GET'
      ) {
        // A poll whose token expired: tell the client why (it may reconnect with a fresh one)
        // rather than fail with a bare 401; nothing else queued is handed out.
        registry.forget(polled);
        polled.transport.terminate();
        return pollResponse({
          status: 'records',
          text: record({
            type: MessageType.Close,
            error: messages.hub.tokenExpired,
            allowReconnect: true,
          }),
        });
      }
      return problemResponse(401, messages.problems.unauthorized, messages.problems.missingToken, {
        'www-authenticate': 'Bearer',
      });
    }
    if (id === null || id === '') {
      return problemResponse(400, messages.problems.badRequest, messages.hub.connectionIdMissing);
    }
    const existing = registry.byToken(id);
    if (existing && existing.user.id !== verified.user.id) {
      // Someone else's connection: as if it did not exist.
      return problemResponse(404, messages.problems.notFound);
    }
    if (existing) {
      existing.accessToken = accessToken;
      existing.lastSeen = monotonicNow();
    }
    switch (request.method) {
      case 'POST': {
        if (!existing) return problemResponse(404, messages.problems.notFound);
        const text = await request.text();
        if (existing.transport.isOpen()) protocol.receiveText(existing, text);
        return new Response(null, { status: 200 });
      }
      case 'DELETE': {
        if (!existing) return problemResponse(404, messages.problems.notFound);
        if (existing.transport.kind !== 'LongPolling') {
          return problemResponse(400, messages.problems.badRequest, messages.hub.deleteOnlyPolls);
        }
        protocol.end(existing);
        return new Response(null, { status: 202 });
      }
      case 'GET': {
        if (existing) {
          if (!(existing.transport instanceof LongPollingTransport)) {
            return problemResponse(409, messages.hub.conflict, messages.hub.alreadyConnected);
          }
          return pollResponse(await existing.transport.poll(request.signal));
        }
        const entry = negotiations.claim(id, verified.user.id);
        if (!entry) return problemResponse(404, messages.problems.notFound);
        const wantsEvents = (request.headers.get('accept') ?? '').includes('text/event-stream');
        if (wantsEvents) {
          let connection: Connection | undefined = undefined;
          // On Node the raw request is at hand: cutting its socket plays a network failure.
          const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
          const transport = new ServerSentEventsTransport(
            maxBufferedBytes,
            () => {
              if (connection) registry.forget(connection);
            },
            incoming ? () => incoming.socket.destroy() : undefined,
          );
          connection = protocol.open(transport, verified.user, accessToken, entry.connectionId, id);
          return new Response(transport.stream, {
            headers: {
              'content-type': 'text/event-stream',
              'cache-control': 'no-cache',
              'x-accel-buffering': 'no',
            },
          });
        }
        const transport = new LongPollingTransport(
          options.longPollMs ?? HUB_LONG_POLL_MS,
          maxBufferedBytes,
        );
        protocol.open(transport, verified.user, accessToken, entry.connectionId, id);
        return pollResponse(await transport.poll(request.signal));
      }
      default:
        return problemResponse(405, messages.hub.methodNotAllowed);
    }
  };
}
