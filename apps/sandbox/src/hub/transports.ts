/**
 * The three transports of SignalR's HTTP connections (ASP.NET Core's Http.Connections), as far
 * as a JSON hub needs them:
 *
 * - WebSockets: one text frame per batch of records, both ways.
 * - Server-sent events: `GET {hub}?id={connectionToken}` with `Accept: text/event-stream` opens
 *   the stream; each batch is one event (`data: {records}\r\n\r\n`); the client sends with
 *   `POST {hub}?id={connectionToken}`.
 * - Long polling: `GET {hub}?id={connectionToken}` polls. The first poll answers 200 at once
 *   (the connection is open), later ones wait for records (200 with them), answer 200 empty
 *   after the poll time-out, and 204 once the connection is closed. Sends are POSTs, and
 *   `DELETE {hub}?id=...` closes the connection (202).
 *
 * Every transport also says when its reader fell behind, so the hub can tell it instead of
 * dropping messages.
 */
import { WebSocket } from 'ws';

export type TransportKind = 'WebSockets' | 'ServerSentEvents' | 'LongPolling';

export interface Transport {
  readonly kind: TransportKind;
  isOpen(): boolean;
  /** The reader left more than the backlog limit unread. */
  isBehind(): boolean;
  /** Sends one batch of records (the text of one or more records). */
  send(text: string): void;
  /** Ends after what was sent (the close record goes out first). */
  close(): void;
  /** Cuts at once, as a network failure would. */
  terminate(): void;
}

export class WebSocketTransport implements Transport {
  readonly kind = 'WebSockets';
  readonly #socket: WebSocket;
  readonly #maxBufferedBytes: number;

  constructor(socket: WebSocket, maxBufferedBytes: number) {
    this.#socket = socket;
    this.#maxBufferedBytes = maxBufferedBytes;
  }

  isOpen(): boolean {
    return this.#socket.readyState === WebSocket.OPEN;
  }

  isBehind(): boolean {
    return this.#socket.bufferedAmount >= this.#maxBufferedBytes;
  }

  send(text: string): void {
    if (this.isOpen()) this.#socket.send(text);
  }

  close(): void {
    if (this.isOpen()) this.#socket.close(1000);
  }

  terminate(): void {
    this.#socket.terminate();
  }
}

const encoder = new TextEncoder();

/**
 * The server-sent events stream: a `ReadableStream` the HTTP layer writes to the response as the
 * socket drains, so its queue is exactly what the client has not read yet.
 */
export class ServerSentEventsTransport implements Transport {
  readonly kind = 'ServerSentEvents';
  readonly stream: ReadableStream<Uint8Array>;
  #controller!: ReadableStreamDefaultController<Uint8Array>;
  #open = true;

  readonly #cut: (() => void) | undefined;

  /**
   * `onGone` runs once when the client goes away; `cut` destroys the response's socket (the
   * HTTP layer's), else `terminate` errors the stream, which does the same, noisily.
   */
  constructor(maxBufferedBytes: number, onGone: () => void, cut?: () => void) {
    this.#cut = cut;
    this.stream = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          this.#controller = controller;
          // A comment first: the headers leave at once and the client's `open` fires.
          controller.enqueue(encoder.encode(':\r\n'));
        },
        cancel: () => {
          this.#open = false;
          onGone();
        },
      },
      new ByteLengthQueuingStrategy({ highWaterMark: maxBufferedBytes }),
    );
  }

  isOpen(): boolean {
    return this.#open;
  }

  isBehind(): boolean {
    const desired = this.#controller.desiredSize;
    return desired !== null && desired <= 0;
  }

  send(text: string): void {
    if (!this.#open) return;
    // One event per batch; a record never holds a line break (JSON escapes them).
    this.#controller.enqueue(encoder.encode(`data: ${text}\r\n\r\n`));
  }

  close(): void {
    if (!this.#open) return;
    this.#open = false;
    this.#controller.close();
  }

  terminate(): void {
    if (!this.#open) return;
    this.#open = false;
    if (this.#cut) this.#cut();
    // An errored body makes the HTTP layer destroy the socket: the client sees a cut stream.
    else this.#controller.error(new Error('connection cut'));
  }
}

/** What the hub hands the HTTP layer for one poll. */
export type PollAnswer =
  | { status: 'records'; text: string }
  | { status: 'empty' }
  | { status: 'closed' }
  | { status: 'cut' };

export class LongPollingTransport implements Transport {
  readonly kind = 'LongPolling';
  readonly #pollTimeoutMs: number;
  readonly #maxBufferedBytes: number;
  #queue: string[] = [];
  #queuedBytes = 0;
  #poll: { answer: (answer: PollAnswer) => void; timer: NodeJS.Timeout } | undefined;
  #state: 'new' | 'open' | 'closing' | 'closed' = 'new';

  constructor(pollTimeoutMs: number, maxBufferedBytes: number) {
    this.#pollTimeoutMs = pollTimeoutMs;
    this.#maxBufferedBytes = maxBufferedBytes;
  }

  isOpen(): boolean {
    return this.#state === 'new' || this.#state === 'open';
  }

  isBehind(): boolean {
    return this.#queuedBytes >= this.#maxBufferedBytes;
  }

  /** A poll arrived; resolves with what to answer. `signal` aborts when the client gives up. */
  poll(signal: AbortSignal): Promise<PollAnswer> {
    if (this.#state === 'new') {
      this.#state = 'open';
      return Promise.resolve({ status: 'empty' });
    }
    if (this.#queue.length > 0) return Promise.resolve(this.#drain());
    if (this.#state === 'closing') this.#state = 'closed';
    if (this.#state === 'closed') return Promise.resolve({ status: 'closed' });
    // One poll at a time: an earlier one still waiting is answered empty.
    this.#answer({ status: 'empty' });
    return new Promise<PollAnswer>((resolve) => {
      const poll = {
        answer: resolve,
        timer: setTimeout(() => this.#answer({ status: 'empty' }), this.#pollTimeoutMs),
      };
      this.#poll = poll;
      signal.addEventListener('abort', () => {
        if (this.#poll !== poll) return;
        clearTimeout(poll.timer);
        this.#poll = undefined;
      });
    });
  }

  send(text: string): void {
    if (!this.isOpen()) return;
    this.#queue.push(text);
    this.#queuedBytes += text.length;
    if (this.#poll) this.#answer(this.#drain());
  }

  close(): void {
    if (!this.isOpen()) return;
    this.#state = this.#queue.length > 0 ? 'closing' : 'closed';
    if (this.#poll) this.#answer(this.#queue.length > 0 ? this.#drain() : { status: 'closed' });
  }

  terminate(): void {
    this.#state = 'closed';
    this.#queue = [];
    this.#queuedBytes = 0;
    this.#answer({ status: 'cut' });
  }

  #drain(): PollAnswer {
    const text = this.#queue.join('');
    this.#queue = [];
    this.#queuedBytes = 0;
    return { status: 'records', text };
  }

  #answer(answer: PollAnswer): void {
    const poll = this.#poll;
    if (!poll) return;
    this.#poll = undefined;
    clearTimeout(poll.timer);
    poll.answer(answer);
  }
}
