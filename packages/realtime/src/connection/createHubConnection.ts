import type { HubConnectionLike } from './HubConnectionLike';
import type { HubConnectionOptions } from './HubConnectionOptions';

export type { HubConnectionOptions, HubTransport } from './HubConnectionOptions';

/**
 * The app's one hub connection with the spec's settings (see `buildHubConnection`). Not
 * started: `RealtimeProvider` starts it. The SignalR client is loaded by that first `start()`,
 * after the first screen has painted, instead of with the app's first script.
 */
export function createHubConnection(options: HubConnectionOptions): HubConnectionLike {
  return new DeferredHubConnection(async () =>
    (await import('./buildHubConnection')).buildHubConnection(options),
  );
}

type Handler = (...args: unknown[]) => void;

/**
 * A `HubConnectionLike` whose real connection is built on the first `start()`. Handlers
 * registered before that are kept and handed over, so none is lost. A failed load rejects that
 * `start()` (the client shows its error state) and the next `start()` tries again.
 */
export class DeferredHubConnection implements HubConnectionLike {
  private hub: HubConnectionLike | undefined;
  private loading: Promise<HubConnectionLike> | undefined;
  private readonly handlers: [string, Handler][] = [];
  private readonly reconnecting: ((error?: Error) => void)[] = [];
  private readonly reconnected: ((connectionId?: string) => void)[] = [];
  private readonly closed: ((error?: Error) => void)[] = [];

  constructor(private readonly load: () => Promise<HubConnectionLike>) {}

  get state(): string {
    return this.hub?.state ?? 'Disconnected';
  }

  async start(): Promise<void> {
    const hub = await this.connection();
    await hub.start();
  }

  async stop(): Promise<void> {
    // Never loaded: nothing to stop. Loading: stop what it yields (that aborts a start waiting
    // on the same load, as stopping a starting SignalR connection does).
    if (!this.loading) return;
    const hub = await this.loading.catch(() => undefined);
    await hub?.stop();
  }

  on(methodName: string, handler: Handler): void {
    if (this.hub) this.hub.on(methodName, handler);
    else this.handlers.push([methodName, handler]);
  }

  off(methodName: string, handler: Handler): void {
    if (this.hub) return this.hub.off(methodName, handler);
    const index = this.handlers.findIndex(([name, h]) => name === methodName && h === handler);
    if (index >= 0) this.handlers.splice(index, 1);
  }

  invoke(methodName: string, ...args: unknown[]): Promise<unknown> {
    if (!this.hub) return Promise.reject(new Error(`Cannot invoke '${methodName}': not started.`));
    return this.hub.invoke(methodName, ...args);
  }

  onreconnecting(callback: (error?: Error) => void): void {
    if (this.hub) this.hub.onreconnecting(callback);
    else this.reconnecting.push(callback);
  }

  onreconnected(callback: (connectionId?: string) => void): void {
    if (this.hub) this.hub.onreconnected(callback);
    else this.reconnected.push(callback);
  }

  onclose(callback: (error?: Error) => void): void {
    if (this.hub) this.hub.onclose(callback);
    else this.closed.push(callback);
  }

  private connection(): Promise<HubConnectionLike> {
    this.loading ??= this.load().then(
      (hub) => {
        this.handlers.forEach(([name, handler]) => hub.on(name, handler));
        this.reconnecting.forEach((callback) => hub.onreconnecting(callback));
        this.reconnected.forEach((callback) => hub.onreconnected(callback));
        this.closed.forEach((callback) => hub.onclose(callback));
        this.hub = hub;
        return hub;
      },
      (error: unknown) => {
        this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  }
}
