/**
 * The WebSocket transport's way in: the server's `upgrade` event on the hub's path. The request
 * is authenticated (and its origin and negotiated token checked) before `ws` takes the socket;
 * a refusal is a plain HTTP error.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

import { WebSocketServer } from 'ws';

import { HUB_MAX_MESSAGE_BYTES, HUB_PATH } from '../constants.ts';
import { messages } from '../messages.ts';
import type { HubParts } from './hub.ts';
import { tokenOf, verifyToken } from './requestToken.ts';
import { WebSocketTransport } from './transports.ts';

/**
 * Answers an upgrade request with a plain HTTP error (an RFC 9457 problem whose title is
 * `title`) and closes the socket.
 */
function refuseUpgrade(
  socket: Duplex,
  status: number,
  reason: string,
  title: string,
  detail?: string,
): void {
  if (socket.destroyed) return;
  const body = JSON.stringify({ title, status, ...(detail === undefined ? {} : { detail }) });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/problem+json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export class WebSocketUpgrades {
  readonly #parts: HubParts;
  readonly #wss = new WebSocketServer({ noServer: true, maxPayload: HUB_MAX_MESSAGE_BYTES });

  constructor(parts: HubParts) {
    this.#parts = parts;
  }

  /** The server's `upgrade` event: authenticates, then hands the socket to `ws`. */
  handle(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const { options, negotiations, protocol, registry, maxBufferedBytes } = this.#parts;
    socket.on('error', () => socket.destroy());
    if (this.#parts.isSuspended()) {
      refuseUpgrade(socket, 503, 'Service Unavailable', messages.hub.unavailable);
      return;
    }
    const url = new URL(request.url ?? '/', 'http://sandbox.invalid');
    if (url.pathname !== HUB_PATH) {
      refuseUpgrade(socket, 404, 'Not Found', messages.problems.notFound);
      return;
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !options.origins.trusted.includes(origin)) {
      refuseUpgrade(socket, 403, 'Forbidden', messages.problems.forbidden);
      return;
    }
    void verifyToken(options, tokenOf(request.headers, url)).then((verified) => {
      if (verified.status === 'invalid') {
        refuseUpgrade(
          socket,
          401,
          'Unauthorized',
          messages.problems.unauthorized,
          messages.problems.missingToken,
        );
        return;
      }
      const id = url.searchParams.get('id');
      // With negotiation the socket must bring the token negotiate gave this user; clients that
      // skip negotiation send no id at all.
      let connectionId: string = randomUUID();
      if (id !== null) {
        const entry = negotiations.claim(id, verified.user.id);
        if (!entry) {
          refuseUpgrade(socket, 404, 'Not Found', messages.problems.notFound);
          return;
        }
        connectionId = entry.connectionId;
      }
      if (socket.destroyed) return;
      const accessToken = tokenOf(request.headers, url) ?? '';
      this.#wss.handleUpgrade(request, socket, head, (ws) => {
        const connection = protocol.open(
          new WebSocketTransport(ws, maxBufferedBytes),
          verified.user,
          accessToken,
          connectionId,
          id ?? connectionId,
        );
        ws.on('message', (data, isBinary) => protocol.receiveFrame(connection, data, isBinary));
        ws.on('close', () => registry.forget(connection));
        ws.on('error', (error) => {
          options.logger.warn(`hub connection ${connection.id}: ${error.message}`);
          ws.terminate();
        });
      });
    });
  }

  /** Stops `ws`; resolves when its sockets are closed. */
  close(): Promise<void> {
    return new Promise<void>((resolve) => this.#wss.close(() => resolve()));
  }
}
