/**
 * The sandbox platform: `startSandbox` for tests and scripts, the `Platform` port for whoever
 * plays the platform behind `/api`, and its default, the fake platform's adapter.
 */
export { startSandbox } from './server.ts';
export { fakePlatformAdapter, SNAPSHOT_KEY } from './platform/fake-platform.ts';
export { mayAccess } from './platform/port.ts';
export { hubMethodFor } from './events.ts';
export { demoCredentials } from './identity/users.ts';
export { runtimeConfig } from './runtime-config.ts';
export { silentLogger, consoleLogger } from './logger.ts';

export type { SandboxOptions, RunningSandbox } from './server.ts';
export type {
  Platform,
  PlatformContext,
  PlatformFactory,
  PlatformStorage,
  TenantAccess,
  TenantSummary,
  DeviceSummary,
} from './platform/port.ts';
export type { FakePlatformAdapter, FakePlatformAdapterOptions } from './platform/fake-platform.ts';
export type { SimulatedEvent, RecordableEvent, ConfigEvent, HubClientMethod } from './events.ts';
export type { RuntimeConfig } from './runtime-config.ts';
export type { Logger } from './logger.ts';
