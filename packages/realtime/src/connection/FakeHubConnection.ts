import type { HubConnectionLike } from './HubConnectionLike';

type Handler = (...args: unknown[]) => void;

/** One `invoke` the fake saw, for assertions. */
export interface FakeInvocation {
  methodName: string;
  args: unknown[];
}

/**
 * A hub connection without a network, for unit tests, stories and benchmarks. The test drives
 * it: `start()` and every `invoke()` wait until the test settles them (or settle at once when
 * `autoResolve` is on), and `emit`, `reconnecting`, `reconnected` and `close` play the server.
 */
export class FakeHubConnection implements HubConnectionLike {
  state = 'Disconnected';
  readonly invocations: FakeInvocation[] = [];
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly reconnectingCallbacks: ((error?: Error) => void)[] = [];
  private readonly reconnectedCallbacks: ((connectionId?: string) => void)[] = [];
  private readonly closeCallbacks: ((error?: Error) => void)[] = [];
  private pendingStart: { resolve: () => void; reject: (error: Error) => void } | undefined;
  private readonly pendingInvocations: {
    invocation: FakeInvocation;
    resolve: (value: unknown) => void;
    reject: (error: Error) => void;
  }[] = [];

  /**
   * @param options.autoResolve settle `start()` and `invoke()` at once (successfully), as a
   * healthy server would. Off by default so tests can observe the in-between states.
   */
  constructor(private readonly options: { autoResolve?: boolean } = {}) {}

  start(): Promise<void> {
    if (this.state !== 'Disconnected') {
      return Promise.reject(new Error("Cannot start a connection that is not 'Disconnected'."));
    }
    this.state = 'Connecting';
    if (this.options.autoResolve) {
      this.state = 'Connected';
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      this.pendingStart = { resolve, reject };
    });
  }

  /** Completes a pending `start()`. */
  resolveStart(): void {
    this.state = 'Connected';
    this.pendingStart?.resolve();
    this.pendingStart = undefined;
  }

  /** Fails a pending `start()` (negotiate or every transport failed). */
  rejectStart(error = new Error('Failed to complete negotiation with the server')): void {
    this.state = 'Disconnected';
    this.pendingStart?.reject(error);
    this.pendingStart = undefined;
  }

  stop(): Promise<void> {
    const wasConnected = this.state !== 'Disconnected';
    this.rejectStart(new Error('The connection was stopped during negotiation.'));
    this.state = 'Disconnected';
    if (wasConnected) this.closeCallbacks.forEach((callback) => callback(undefined));
    return Promise.resolve();
  }

  on(methodName: string, handler: Handler): void {
    const key = methodName.toLowerCase();
    const set = this.handlers.get(key) ?? new Set<Handler>();
    set.add(handler);
    this.handlers.set(key, set);
  }

  off(methodName: string, handler: Handler): void {
    this.handlers.get(methodName.toLowerCase())?.delete(handler);
  }

  invoke(methodName: string, ...args: unknown[]): Promise<unknown> {
    const invocation = { methodName, args };
    this.invocations.push(invocation);
    if (this.state !== 'Connected') {
      return Promise.reject(new Error("Cannot send data if the connection is not 'Connected'."));
    }
    if (this.options.autoResolve) return Promise.resolve(null);
    return new Promise((resolve, reject) => {
      this.pendingInvocations.push({ invocation, resolve, reject });
    });
  }

  /** Invocations still waiting for the server's completion. */
  get pending(): readonly FakeInvocation[] {
    return this.pendingInvocations.map((entry) => entry.invocation);
  }

  /** Completes the oldest pending invocation (the server answers in order). */
  resolveNext(): FakeInvocation {
    const next = this.pendingInvocations.shift();
    if (!next) throw new Error('No pending invocation');
    next.resolve(null);
    return next.invocation;
  }

  /** Fails the oldest pending invocation with a hub error. */
  rejectNext(error = new Error('An unexpected error occurred invoking the hub method.')) {
    const next = this.pendingInvocations.shift();
    if (!next) throw new Error('No pending invocation');
    next.reject(error);
    return next.invocation;
  }

  onreconnecting(callback: (error?: Error) => void): void {
    this.reconnectingCallbacks.push(callback);
  }

  onreconnected(callback: (connectionId?: string) => void): void {
    this.reconnectedCallbacks.push(callback);
  }

  onclose(callback: (error?: Error) => void): void {
    this.closeCallbacks.push(callback);
  }

  /** The server invokes a client method (SignalR matches names case-insensitively). */
  emit(methodName: string, ...args: unknown[]): void {
    this.handlers.get(methodName.toLowerCase())?.forEach((handler) => handler(...args));
  }

  /** The transport dropped; SignalR starts its reconnect attempts. */
  reconnecting(error = new Error('WebSocket closed with status code: 1006')): void {
    this.state = 'Reconnecting';
    this.pendingInvocations
      .splice(0)
      .forEach((entry) =>
        entry.reject(
          new Error('Invocation canceled due to the underlying connection being closed.'),
        ),
      );
    this.reconnectingCallbacks.forEach((callback) => callback(error));
  }

  /** A reconnect attempt succeeded: a new connection, without the old group memberships. */
  reconnected(connectionId = 'reconnected'): void {
    this.state = 'Connected';
    this.reconnectedCallbacks.forEach((callback) => callback(connectionId));
  }

  /** The connection closed for good (reconnect attempts exhausted, or a fatal error). */
  close(error?: Error): void {
    this.state = 'Disconnected';
    this.pendingInvocations
      .splice(0)
      .forEach((entry) =>
        entry.reject(
          new Error('Invocation canceled due to the underlying connection being closed.'),
        ),
      );
    this.closeCallbacks.forEach((callback) => callback(error));
  }
}
