/**
 * How the real-time client keeps trying after SignalR's own reconnect delays ran out (or a
 * start failed): the next try on a capped back-off with jitter, and a try at once when the
 * browser says it is worth it (back online, the tab visible again).
 */
import { RECOVERY_DELAY_MAX_MS, RECOVERY_DELAY_MIN_MS } from '../constants';

/**
 * Where the client hears that trying again is worth it at once: the browser came back online,
 * or the tab became visible (a laptop lid opened). Each function subscribes and returns the
 * unsubscribe.
 */
export interface RecoveryTriggers {
  onOnline(listener: () => void): () => void;
  onVisible(listener: () => void): () => void;
}

/** How the client keeps trying after SignalR's own reconnect delays ran out. */
export interface RecoveryOptions {
  /**
   * The wait before try number `attempt` (1, 2, ...). Defaults to a random 30 to 60 s
   * (`RECOVERY_DELAY_MIN_MS`, `RECOVERY_DELAY_MAX_MS`); tests and the chaos test shorten it.
   */
  delayMs?: (attempt: number) => number;
  /** The clock `nextRetryAt` is read from. Defaults to `Date.now`. */
  now?: () => number;
  /**
   * The browser's `online` and `visibilitychange` events (the default, where `window` and
   * `document` exist); `null` for none.
   */
  triggers?: RecoveryTriggers | null;
}

/** The client's tries while the connection is down: when the next is due, and what hastens it. */
export class RecoveryPlan {
  // Private by `#`, as in RealtimeClient: the minifier shortens these names.
  readonly #retry: () => void;
  readonly #delayMs: (attempt: number) => number;
  readonly #now: () => number;
  readonly #triggers: RecoveryTriggers | null;
  #untrigger: (() => void) | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** Tries since the connection was last up; drives the back-off. */
  #failedTries = 0;

  /** `retry` is the client's: it tries at once if the connection is still down. */
  constructor(options: RecoveryOptions | undefined, retry: () => void) {
    this.#retry = retry;
    this.#delayMs = options?.delayMs ?? defaultRetryDelayMs;
    this.#now = options?.now ?? Date.now;
    this.#triggers = options?.triggers === undefined ? browserTriggers() : options.triggers;
  }

  /** The app wants the connection up (start): a fresh back-off, and the triggers listened to. */
  begin(): void {
    this.#failedTries = 0;
    if (!this.#triggers) return;
    const offline = this.#triggers.onOnline(() => this.#retry());
    const hidden = this.#triggers.onVisible(() => this.#retry());
    this.#untrigger = () => {
      offline();
      hidden();
    };
  }

  /** The app no longer wants the connection (stop): no planned try, no triggers. */
  end(): void {
    this.cancel();
    this.#untrigger?.();
    this.#untrigger = undefined;
  }

  /** The connection is up: the back-off starts over. */
  succeeded(): void {
    this.#failedTries = 0;
  }

  /** A try starts now: the planned one is not needed. */
  cancel(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  /** The connection is down: plans the next try; returns when it is due (epoch ms). */
  planNext(): number {
    this.cancel();
    this.#failedTries += 1;
    const delay = Math.max(0, this.#delayMs(this.#failedTries));
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#retry();
    }, delay);
    return this.#now() + delay;
  }
}

/** A random wait of 30 to 60 s: capped, and spread so browsers do not all come back at once. */
function defaultRetryDelayMs(): number {
  return RECOVERY_DELAY_MIN_MS + Math.random() * (RECOVERY_DELAY_MAX_MS - RECOVERY_DELAY_MIN_MS);
}

/** The browser's `online` and `visibilitychange` events; `null` outside a browser. */
function browserTriggers(): RecoveryTriggers | null {
  if (typeof window === 'undefined' || typeof document === 'undefined') return null;
  return {
    onOnline(listener) {
      window.addEventListener('online', listener);
      return () => window.removeEventListener('online', listener);
    },
    onVisible(listener) {
      const onChange = () => {
        if (document.visibilityState === 'visible') listener();
      };
      document.addEventListener('visibilitychange', onChange);
      return () => document.removeEventListener('visibilitychange', onChange);
    },
  };
}
