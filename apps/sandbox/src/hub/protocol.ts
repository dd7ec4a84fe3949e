/**
 * The SignalR JSON hub protocol, the part this hub speaks: records are JSON texts each ended by
 * the record separator 0x1E; the first record is the handshake.
 */

export const RECORD_SEPARATOR = '\u001e';

/** Message types of the protocol. */
export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

/** What a client may send after the handshake. */
export type ClientMessage =
  | { type: 1; invocationId: string | undefined; target: string; arguments: unknown[] }
  | { type: 4; invocationId: string; target: string }
  | { type: 6 }
  | { type: 7 }
  /** Stream items, completions of client results and cancellations: read and ignored. */
  | { type: 2 | 3 | 5 };

export type Parsed<T> = { status: 'ok'; value: T } | { status: 'error'; reason: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Splits received text into complete records, returning what is left for the next frame. */
export function splitRecords(buffered: string): { records: string[]; rest: string } {
  const parts = buffered.split(RECORD_SEPARATOR);
  const rest = parts.pop() ?? '';
  return { records: parts, rest };
}

/** Reads the handshake request `{"protocol":"json","version":1}`. */
export function parseHandshake(record: string): Parsed<{ protocol: string; version: number }> {
  let value: unknown;
  try {
    value = JSON.parse(record);
  } catch {
    return { status: 'error', reason: 'handshake is not JSON' };
  }
  if (!isRecord(value) || typeof value.protocol !== 'string' || typeof value.version !== 'number') {
    return { status: 'error', reason: 'handshake lacks protocol or version' };
  }
  return { status: 'ok', value: { protocol: value.protocol, version: value.version } };
}

/** Reads one message; anything malformed is an error, never an exception. */
export function parseMessage(record: string): Parsed<ClientMessage> {
  let value: unknown;
  try {
    value = JSON.parse(record);
  } catch {
    return { status: 'error', reason: 'message is not JSON' };
  }
  if (!isRecord(value) || typeof value.type !== 'number') {
    return { status: 'error', reason: 'message has no type' };
  }
  switch (value.type) {
    case MessageType.Invocation: {
      const { invocationId, target, arguments: args } = value;
      if (typeof target !== 'string' || !Array.isArray(args)) {
        return { status: 'error', reason: 'invocation lacks target or arguments' };
      }
      if (invocationId !== undefined && typeof invocationId !== 'string') {
        return { status: 'error', reason: 'invocationId must be a string' };
      }
      return { status: 'ok', value: { type: 1, invocationId, target, arguments: args } };
    }
    case MessageType.StreamInvocation:
      if (typeof value.invocationId !== 'string' || typeof value.target !== 'string') {
        return { status: 'error', reason: 'stream invocation lacks invocationId or target' };
      }
      return {
        status: 'ok',
        value: { type: 4, invocationId: value.invocationId, target: value.target },
      };
    case MessageType.Ping:
      return { status: 'ok', value: { type: 6 } };
    case MessageType.Close:
      return { status: 'ok', value: { type: 7 } };
    case MessageType.StreamItem:
    case MessageType.Completion:
    case MessageType.CancelInvocation:
      return { status: 'ok', value: { type: value.type } };
    default:
      return { status: 'error', reason: `unknown message type ${String(value.type)}` };
  }
}

/** Serialises one record. */
export function record(message: unknown): string {
  return JSON.stringify(message) + RECORD_SEPARATOR;
}

export const PING_RECORD = record({ type: MessageType.Ping });
export const HANDSHAKE_OK_RECORD = record({});
