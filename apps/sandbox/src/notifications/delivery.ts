/**
 * Where the platform's notifications go (its `onMessage`): e-mail when the message names an
 * address, web push to each browser it lists. Called from inside a round of time, so it starts
 * the deliveries and returns at once; a failure is logged, never thrown (least of all out of the
 * timer). `delivered()` waits for what is under way: `POST /sandbox/clock` answers after it, and
 * the sandbox waits for it before it closes.
 */
import type { Logger } from '../logger.ts';
import { messages } from '../messages.ts';
import type { PlatformMessage } from '../platform/port.ts';
import type { Mailer } from './mail.ts';
import { sendPush } from './webPush.ts';
import type { VapidKeys } from './webPush.ts';

export interface Delivery {
  deliver(message: PlatformMessage): void;
  delivered(): Promise<void>;
}

export interface DeliveryOptions {
  mailer: Mailer;
  vapid: VapidKeys;
  /** The console's origin, which the links are absolute under (known once the server listens). */
  consoleOrigin: () => string;
  logger: Logger;
}

/** An error as one line: fetch's "fetch failed" names its cause. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: string; message?: string } | undefined;
  const detail = cause?.code ?? cause?.message;
  return detail ? `${error.message} (${detail})` : error.message;
}

/** A push endpoint for the log: its origin only (the path is the browser's secret). */
function pushService(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return 'an unreadable endpoint';
  }
}

export function createDelivery({
  mailer,
  vapid,
  consoleOrigin,
  logger,
}: DeliveryOptions): Delivery {
  const inFlight = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    const tracked = work.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  };
  const log = messages.log;
  return {
    deliver(message) {
      try {
        const origin = consoleOrigin();
        const email = message.email;
        if (email !== null) {
          track(
            mailer
              .send({ ...message, email }, origin)
              .catch((error: unknown) => logger.warn(log.mailFailed(email, describe(error)))),
          );
        }
        for (const subscription of message.push) {
          const to = `${message.person.id} at ${pushService(subscription.endpoint)}`;
          track(
            sendPush(subscription, message, origin, vapid).then(
              (outcome) => {
                if (outcome.status === 'gone') logger.warn(log.pushGone(to, outcome.code));
                else if (outcome.status === 'refused') {
                  logger.warn(log.pushFailed(to, `HTTP ${outcome.code}`));
                }
              },
              (error: unknown) => logger.warn(log.pushFailed(to, describe(error))),
            ),
          );
        }
      } catch (error) {
        logger.warn(log.deliveryFailed(message.person.id, describe(error)));
      }
    },
    async delivered() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
}
