/**
 * The part of `@microsoft/signalr`'s `HubConnection` the realtime client uses. The real
 * connection satisfies it as is (`createHubConnection`); tests and stories pass a
 * `FakeHubConnection`.
 */
export interface HubConnectionLike {
  /** 'Disconnected' | 'Connecting' | 'Connected' | 'Disconnecting' | 'Reconnecting'. */
  readonly state: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Registers a handler for a method the server invokes on the client. */
  on(methodName: string, handler: (...args: unknown[]) => void): void;
  off(methodName: string, handler: (...args: unknown[]) => void): void;
  /** Invokes a hub method and resolves with its completion. */
  invoke(methodName: string, ...args: unknown[]): Promise<unknown>;
  onreconnecting(callback: (error?: Error) => void): void;
  onreconnected(callback: (connectionId?: string) => void): void;
  onclose(callback: (error?: Error) => void): void;
}
