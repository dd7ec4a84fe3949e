/**
 * The hub's periodic checks of its connections: a ping to each on every keep-alive tick, a
 * close for a client silent longer than the client time-out, and a close for a connection whose
 * token expired (or whose sign-in session ended). Each close allows a reconnect.
 */
import { HUB_CLIENT_TIMEOUT_MS, HUB_KEEP_ALIVE_MS, HUB_TOKEN_CHECK_MS } from '../constants.ts';
import { messages } from '../messages.ts';
import { monotonicNow } from './connections.ts';
import type { HubParts } from './hub.ts';
import { PING_RECORD } from './protocol.ts';
import { verifyToken } from './requestToken.ts';

type LivenessParts = Pick<HubParts, 'options' | 'registry' | 'groups' | 'fanOut' | 'protocol'>;

/** Starts the checks; returns the function that stops them. */
export function startLivenessChecks(parts: LivenessParts): () => void {
  const keepAlive = setInterval(() => tick(parts), parts.options.keepAliveMs ?? HUB_KEEP_ALIVE_MS);
  keepAlive.unref();
  const tokenCheck = setInterval(
    () => void checkTokens(parts),
    parts.options.tokenCheckMs ?? HUB_TOKEN_CHECK_MS,
  );
  tokenCheck.unref();
  return () => {
    clearInterval(keepAlive);
    clearInterval(tokenCheck);
  };
}

function tick({ options, registry, fanOut, protocol }: LivenessParts): void {
  const now = monotonicNow();
  const timeout = options.clientTimeoutMs ?? HUB_CLIENT_TIMEOUT_MS;
  for (const connection of [...registry.all]) {
    if (!connection.handshaken) continue;
    if (now - connection.lastSeen > timeout) {
      protocol.closeWith(connection, messages.hub.clientTimeout, true);
    } else if (connection.transport.isOpen()) {
      fanOut.send(connection, PING_RECORD);
    }
  }
}

/**
 * Checks every connection's token again: a token that expired (or whose sign-in session
 * ended) closes its connection, allowing a reconnect, which negotiates with a fresh token or
 * fails. The WebSocket transport keeps the token it connected with; the HTTP transports
 * present theirs with every poll and send.
 */
async function checkTokens({ options, registry, groups, protocol }: LivenessParts): Promise<void> {
  for (const connection of [...registry.all]) {
    if (!connection.transport.isOpen()) continue;
    const verified = await verifyToken(options, connection.accessToken);
    if (verified.status === 'invalid') {
      protocol.closeWith(connection, messages.hub.tokenExpired, true);
      groups.leaveAll(connection);
    }
  }
}
