/**
 * The sandbox: one HTTP server on loopback serving, on one origin, the host app (or a
 * placeholder) with `/config.json`, the platform at `/api`, the event hub at `/hubs/events`
 * and the identity provider at `/realms/{realm}`, plus simulated dispensers feeding the hub.
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import { HUB_CLIENT_METHODS, type DeviceEvent } from '@hygiene/api-client';
import { DEMO_TENANT } from '@hygiene/fake-platform';
import { createAdaptorServer } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';

import { apiRoutes } from './api.ts';
import { CLOCK_PATH, SandboxClock, clockRoutes } from './clock.ts';
import { REVALIDATE, cacheControlFor, consoleSecurityHeaders } from './console-headers.ts';
import {
  ACCESS_TOKEN_SECONDS,
  ADVANCE_EVERY_MS,
  API_BASE_PATH,
  DEFAULT_EVENTS_PER_SECOND,
  DEFAULT_REALM,
  HUB_PATH,
  IDLE_CONNECTION_MS,
  LISTEN_HOST,
  MAX_FORM_BODY_BYTES,
  REALMS_PATH,
  SESSION_IDLE_SECONDS,
  SESSION_MAX_SECONDS,
} from './constants.ts';
import { DISPENSER_PANEL_PATH, dispenserPanelRoutes } from './dispenserPanel.ts';
import { hubMethodFor } from './events.ts';
import type { SimulatedEvent } from './events.ts';
import { fakePlatformAdapter } from './platform/fake-platform.ts';
import { EventHub } from './hub/hub.ts';
import { identityProvider } from './identity/provider.ts';
import { TokenService } from './identity/tokens.ts';
import type { TokenLifetimes } from './identity/tokens.ts';
import { limitBody } from './limits.ts';
import { consoleLogger } from './logger.ts';
import type { Logger } from './logger.ts';
import { messages } from './messages.ts';
import { createDelivery } from './notifications/delivery.ts';
import { INBOX_PATH, inboxRoutes } from './notifications/inbox.ts';
import { createMailer, redactedSmtpUrl } from './notifications/mail.ts';
import { PUSH_RECEIVER_PATH, pushReceiverRoutes } from './notifications/pushReceiver.ts';
import { startSmtpReceiver } from './notifications/smtpReceiver.ts';
import type { SmtpReceiver } from './notifications/smtpReceiver.ts';
import { vapidKeys } from './notifications/webPush.ts';
import { originsFor } from './origins.ts';
import { placeholderPage } from './placeholder.ts';
import { mayAccess } from './platform/port.ts';
import type { Platform, PlatformFactory, PlatformServices } from './platform/port.ts';
import { problemResponse } from './problem.ts';
import { runtimeConfig } from './runtime-config.ts';
import { Simulator } from './simulator.ts';
import { SandboxStore } from './store.ts';

/** The events that show an installer's press, forwarded to the installing tenant. */
const SHOWS_THE_PRESS: ReadonlySet<string> = new Set(['HandSense', 'Transaction', 'State']);

export interface SandboxOptions {
  /** 0 picks a free port (tests). */
  port: number;
  /** Where the SQLite store lives (created if missing). */
  dataDir: string;
  /** Reseed the platform's data (keys and sessions are kept). */
  reset?: boolean;
  /** Devices the demo tenant is seeded with (a large fleet); the seed's own number otherwise. */
  devices?: number;
  /** Simulated events per second over all tenants; 0 stops the simulation. */
  eventsPerSecond?: number;
  /** Origins of embedding apps allowed to use the API, the hub and sign-in (CORS, WebSocket). */
  allowOrigins?: readonly string[];
  /** The built host app; without an index.html there, `/` shows a placeholder page. */
  staticDir?: string;
  /** The platform behind `/api`; `@hygiene/fake-platform` (`fakePlatformAdapter`) unless given. */
  platform?: PlatformFactory;
  /**
   * How often time passes on the platform on its own (cases time opens, the notifier's rounds);
   * `ADVANCE_EVERY_MS` by default, 0 only through `POST /sandbox/clock` (the tests').
   */
  advanceEveryMs?: number;
  /**
   * An SMTP server for the platform's e-mail (`smtp://user:pass@host:587`, `SANDBOX_SMTP_URL`);
   * without it, e-mail goes to the sandbox's own receiver, read at `/sandbox/inbox`.
   */
  smtpUrl?: string;
  /** The port of the sandbox's SMTP receiver on 127.0.0.1; 0 (the default) picks a free one. */
  smtpPort?: number;
  /**
   * The install wizard's wait for a pressed dispenser's first event, in seconds (config.json's
   * `installVerificationTimeoutSeconds`); the console's 120 when left out. The browser tests
   * wait a few seconds.
   */
  installVerificationTimeoutSeconds?: number;
  /** When `smtpPort` is taken, use a free port instead of failing (`./dev sandbox`'s default). */
  smtpPortFallback?: boolean;
  logger?: Logger;
  /** Shorter lifetimes for tests. */
  tokenLifetimes?: Partial<TokenLifetimes>;
  /** Trust the Vite dev server's origins (port 5173) for CORS and sign-in redirects. */
  devOrigins?: boolean;
  /** Shorter hub timings (and a smaller backlog limit) for tests. */
  hubTimings?: {
    keepAliveMs?: number;
    clientTimeoutMs?: number;
    longPollMs?: number;
    tokenCheckMs?: number;
    maxBufferedBytes?: number;
    maxConnectionsPerUser?: number;
  };
}

export interface RunningSandbox {
  /** `http://127.0.0.1:{port}` */
  url: string;
  port: number;
  dataDir: string;
  platform: Platform;
  hub: EventHub;
  simulator: Simulator;
  /** The sandbox's clock, which `POST /sandbox/clock` moves forward. */
  clock: SandboxClock;
  /** The port of the sandbox's SMTP receiver; undefined when e-mail goes to `smtpUrl`. */
  smtpPort: number | undefined;
  /** Where the links in e-mail and push messages point: the console on this sandbox. */
  consoleUrl: string;
  /** Whether `/` serves a host build (else the placeholder). */
  servesHostBuild: boolean;
  /** Stops the simulation, says goodbye to hub clients, closes the server and the store. */
  close(): Promise<void>;
}

/** Starts the sandbox and resolves once it listens. */
export async function startSandbox(options: SandboxOptions): Promise<RunningSandbox> {
  const logger = options.logger ?? consoleLogger;
  const store = new SandboxStore(options.dataDir, { reset: options.reset ?? false, logger });
  let receiver: SmtpReceiver | undefined;
  try {
    const tokens = await TokenService.create(store, {
      accessTokenSeconds: ACCESS_TOKEN_SECONDS,
      sessionIdleSeconds: SESSION_IDLE_SECONDS,
      sessionMaxSeconds: SESSION_MAX_SECONDS,
      ...options.tokenLifetimes,
    });
    const storage = store.platformStorage();
    const clock = new SandboxClock(storage);
    const vapid = vapidKeys(storage);
    if (options.smtpUrl === undefined) {
      receiver = await startSmtpReceiver({
        port: options.smtpPort ?? 0,
        fallBackToFreePort: options.smtpPortFallback ?? false,
        logger,
      });
    }
    const mailer = createMailer(
      receiver
        ? { status: 'receiver', port: receiver.port }
        : { status: 'external', url: options.smtpUrl ?? '' },
    );
    // The console's origin is known once the server listens; no message goes out before
    // (time passes on a timer, or through POST /sandbox/clock).
    const site = { consoleUrl: '', url: '' };
    const delivery = createDelivery({
      mailer,
      vapid,
      consoleOrigin: () => site.consoleUrl,
      logger,
    });
    const services: PlatformServices = {
      now: clock.now,
      onMessage: delivery.deliver,
      pushPublicKey: vapid.publicKey,
      advanceEveryMs: options.advanceEveryMs ?? ADVANCE_EVERY_MS,
      warn: (message) => logger.warn(message),
    };
    const platform = options.platform
      ? options.platform(storage, services)
      : fakePlatformAdapter(storage, {
          ...services,
          ...(options.devices === undefined
            ? {}
            : { scale: { devicesPerTenant: options.devices, tenants: [DEMO_TENANT] } }),
          onSaveFailure: (reason) => logger.warn(messages.log.saveFailed(reason)),
        });

    // The routes need the port (for the origins), known only once the server listens.
    const routes: { app?: Hono } = {};
    const server = createAdaptorServer({
      fetch: (request, env) =>
        routes.app ? routes.app.fetch(request, env) : new Response(null, { status: 503 }),
      hostname: LISTEN_HOST,
    }) as Server;
    // How long an idle kept-alive connection stays open (constants.ts says why it is not Node's 5 s).
    server.keepAliveTimeout = IDLE_CONNECTION_MS;
    const port = await listen(server, options.port);
    const origins = originsFor(port, {
      devOrigins: options.devOrigins ?? false,
      allowOrigins: options.allowOrigins ?? [],
    });
    // The console as the start-up log names it; the sandbox's own calls (web push to the
    // stand-in push service) go to 127.0.0.1, which the server listens on.
    site.consoleUrl = `http://localhost:${port}`;
    site.url = `http://${LISTEN_HOST}:${port}`;

    const realms = () => [...new Set([DEFAULT_REALM, ...platform.tenants().map((t) => t.realm)])];
    const provider = identityProvider({ store, tokens, origins, realms });
    const hub = new EventHub({
      verifyAccessToken: provider.verifyAccessToken,
      mayJoin: (user, tenant) =>
        mayAccess(user.tenants, tenant) && platform.tenants().some((t) => t.identifier === tenant),
      origins,
      logger,
      ...options.hubTimings,
    });
    /**
     * A device's event goes to its tenant's group. While the device is being installed at
     * another tenant (the wizard open on it there), what shows the press (a hand, a dispense, a
     * state report) goes to that tenant's group too, without its tenant's details (a
     * dispense's user group, shift and section; counters): the installer's wizard follows the
     * installation's tenant (issue 51), and nothing else of the device's tenant goes there.
     */
    const publishEvent = (tenant: string, event: DeviceEvent) => {
      hub.publish(tenant, hubMethodFor(event.eventType), event);
      const installing = platform.installingTenant?.(event.deviceId) ?? null;
      if (!installing || installing === tenant || !SHOWS_THE_PRESS.has(event.eventType)) return;
      hub.publish(installing, hubMethodFor(event.eventType), {
        ...event,
        counter: null,
        battery: null,
        transaction: event.transaction
          ? { ...event.transaction, userGroupId: null, shiftTypeId: null, sectionId: null }
          : null,
      });
    };
    const simulator = new Simulator({
      platform,
      now: clock.now,
      eventsPerSecond: options.eventsPerSecond ?? DEFAULT_EVENTS_PER_SECOND,
      onEvent: (simulated: SimulatedEvent) => {
        const tenant = simulated.tenantIdentifier;
        if (simulated.status === 'config') {
          hub.publish(tenant, HUB_CLIENT_METHODS.configEvent, simulated.event);
          return;
        }
        try {
          publishEvent(tenant, platform.recordEvent(tenant, simulated.event));
        } catch (error) {
          // A device that left the tenant a moment ago: skip it, keep simulating.
          logger.warn(`simulated event dropped: ${String(error)}`);
        }
      },
    });

    const staticDir = options.staticDir;
    const servesHostBuild = staticDir !== undefined && existsSync(join(staticDir, 'index.html'));

    const app = new Hono();
    routes.app = app;
    // Only our own names: a foreign Host header means DNS rebinding or a misrouted request.
    app.use('*', async (c, next) => {
      if (!origins.hosts.has(c.req.header('host') ?? '')) {
        return problemResponse(421, messages.problems.misdirected, messages.problems.unknownHost);
      }
      return next();
    });
    app.route(
      DISPENSER_PANEL_PATH,
      dispenserPanelRoutes({
        platform,
        verifyAccessToken: provider.verifyAccessToken,
        publish: publishEvent,
        now: clock.now,
      }),
    );
    // Test and developer tools on loopback, not the platform's contract (README: Notifications).
    app.route(
      CLOCK_PATH,
      clockRoutes({
        clock,
        verifyAccessToken: provider.verifyAccessToken,
        advance: () => platform.advance?.() ?? 0,
        delivered: delivery.delivered,
      }),
    );
    app.route(
      INBOX_PATH,
      inboxRoutes({
        receiver,
        externalSmtp: options.smtpUrl === undefined ? undefined : redactedSmtpUrl(options.smtpUrl),
      }),
    );
    app.route(
      PUSH_RECEIVER_PATH,
      pushReceiverRoutes({
        origin: () => site.url,
        vapidPublicKey: vapid.publicKey,
        audiences: () => origins.own,
      }),
    );
    app.route(
      API_BASE_PATH,
      apiRoutes({ platform, verifyAccessToken: provider.verifyAccessToken, origins, logger }),
    );
    // `/hubs/events/*` covers `/hubs/events` itself too (Hono): SSE, polls and their sends.
    app.use(
      `${HUB_PATH}/*`,
      cors({
        origin: (origin) => (origins.trusted.includes(origin) ? origin : null),
        credentials: true,
        allowHeaders: ['Authorization', 'Content-Type', 'X-Requested-With', 'X-SignalR-User-Agent'],
        allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
      }),
    );

    // The hub and the sign-in pages take small bodies only.
    const smallBodies = limitBody(MAX_FORM_BODY_BYTES);
    app.use(`${HUB_PATH}/*`, smallBodies);
    app.post(`${HUB_PATH}/negotiate`, hub.negotiate);
    // Server-sent events, long polls and their sends (WebSockets come through 'upgrade').
    app.on(['GET', 'POST', 'DELETE'], HUB_PATH, hub.http);
    app.use(`${REALMS_PATH}/*`, smallBodies);
    app.use(
      `${REALMS_PATH}/*`,
      secureHeaders({
        xFrameOptions: 'DENY',
        referrerPolicy: 'no-referrer',
        // The sign-in pages run no script and load nothing; their one <style> is inline. A
        // form posts to the provider itself, which redirects to a trusted console origin
        // (browsers hold a form's redirects to form-action too).
        contentSecurityPolicy: {
          defaultSrc: ["'none'"],
          styleSrc: ["'unsafe-inline'"],
          // The empty icon the pages name (`data:,`), so no /favicon.ico is asked for.
          imgSrc: ['data:'],
          formAction: ["'self'", ...origins.trusted],
          frameAncestors: ["'none'"],
          baseUri: ["'none'"],
        },
      }),
    );
    app.route(REALMS_PATH, provider.app);
    const configFor = (url: string) =>
      runtimeConfig(
        new URL(url).origin,
        platform.serviceTenantIdentifier(),
        options.installVerificationTimeoutSeconds === undefined
          ? {}
          : { installVerificationTimeoutSeconds: options.installVerificationTimeoutSeconds },
      );
    // The console's own responses (everything but the API, the hub and sign-in, which set
    // their own): a strict CSP from the config the page gets, and no framing or sniffing.
    app.use('*', async (c, next) => {
      await next();
      // Sign-in pages keep the policy of their own set above.
      if (c.req.path.startsWith(`${REALMS_PATH}/`)) return;
      for (const [name, value] of Object.entries(consoleSecurityHeaders(configFor(c.req.url)))) {
        c.res.headers.set(name, value);
      }
    });
    app.get('/config.json', (c) =>
      c.json(configFor(c.req.url), 200, { 'cache-control': REVALIDATE }),
    );
    if (servesHostBuild) {
      app.use(
        '*',
        serveStatic({
          root: staticDir,
          // The build holds .br and .gz beside each text asset (apps/host's Vite config):
          // served by Accept-Encoding, with Vary.
          precompressed: true,
          onFound: (_path, c) => {
            c.header('cache-control', cacheControlFor(c.req.path));
          },
        }),
      );
      // Client-side routes (/demo/dashboard, ...) get the app's page.
      app.get(
        '*',
        serveStatic({
          root: staticDir,
          path: 'index.html',
          precompressed: true,
          onFound: (_path, c) => {
            c.header('cache-control', REVALIDATE);
          },
        }),
      );
    } else {
      app.get('*', (c) => c.html(placeholderPage()));
    }
    app.onError((error) => {
      logger.warn(`request failed: ${error.stack ?? String(error)}`);
      return problemResponse(500, messages.problems.internal, messages.problems.internalDetail);
    });
    app.notFound(() => problemResponse(404, messages.problems.notFound));

    server.on('upgrade', (request, socket, head) => {
      if (!origins.hosts.has(request.headers.host ?? '')) {
        socket.destroy();
        return;
      }
      hub.handleUpgrade(request, socket, head);
    });
    simulator.start();

    let closing: Promise<void> | undefined;
    return {
      url: `http://127.0.0.1:${port}`,
      port,
      dataDir: options.dataDir,
      platform,
      hub,
      simulator,
      clock,
      smtpPort: receiver?.port,
      consoleUrl: site.consoleUrl,
      servesHostBuild,
      close: () =>
        (closing ??= (async () => {
          simulator.stop();
          platform.close?.();
          await hub.close();
          // Messages under way reach the inbox and the push receiver (on this server) first.
          await delivery.delivered();
          mailer.close();
          platform.flush();
          await new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeIdleConnections();
            // Keep-alive requests in flight get a moment, then everything goes.
            setTimeout(() => server.closeAllConnections(), 1000).unref();
          });
          await receiver?.close();
          store.close();
        })()),
    };
  } catch (error) {
    await receiver?.close();
    store.close();
    throw error;
  }
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LISTEN_HOST, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}
