/**
 * The platform's web push (issue 50): the sandbox's VAPID keys, and a message to each browser a
 * person turned push on in. web-push signs (VAPID) and encrypts (aes128gcm) the request; the
 * sandbox sends it with fetch, which speaks plain http as well (web-push's own sender speaks
 * https only), so the stand-in push service on the sandbox's loopback origin gets it the same
 * way Google's or Mozilla's would.
 */
import webpush from 'web-push';

import { DELIVERY_TIMEOUT_MS, PUSH_TTL_SECONDS, VAPID_SUBJECT } from '../constants.ts';
import type { PlatformMessage, PlatformStorage } from '../platform/port.ts';
import { absoluteLink } from './mail.ts';

/**
 * The document the VAPID keys are kept under: made at the first start, kept across restarts and
 * `--reset` (a browser subscribed with the public key stays able to get messages).
 */
export const VAPID_DOCUMENT = 'sandbox/vapid-keys';

export interface VapidKeys {
  /** The uncompressed P-256 point, base64url (65 bytes). */
  publicKey: string;
  /** The private scalar, base64url (32 bytes). */
  privateKey: string;
}

function isVapidKeys(value: unknown): value is VapidKeys {
  const keys = value as Partial<VapidKeys> | null;
  return (
    typeof keys?.publicKey === 'string' &&
    typeof keys.privateKey === 'string' &&
    Buffer.from(keys.publicKey, 'base64url').length === 65 &&
    Buffer.from(keys.privateKey, 'base64url').length === 32
  );
}

/** The stored VAPID keys, or new ones (stored) when there are none or they do not read. */
export function vapidKeys(storage: PlatformStorage): VapidKeys {
  const saved = storage.read(VAPID_DOCUMENT);
  if (isVapidKeys(saved)) return { publicKey: saved.publicKey, privateKey: saved.privateKey };
  if (saved !== undefined) storage.unreadable(VAPID_DOCUMENT, 'not a VAPID key pair');
  const made = webpush.generateVAPIDKeys();
  const keys = { publicKey: made.publicKey, privateKey: made.privateKey };
  storage.write(VAPID_DOCUMENT, keys);
  return keys;
}

/** What a browser's service worker gets: enough to show the notification and act on a click. */
export interface PushPayload {
  title: string;
  body: string;
  /** The first case's device page, absolute. */
  url: string;
  /** The first case's id: a newer message about it replaces the older on the screen. */
  tag: string;
  /** The settings that stop push messages, absolute. */
  unsubscribeUrl: string;
}

export function pushPayload(message: PlatformMessage, consoleOrigin: string): PushPayload {
  return {
    title: message.subject,
    body: message.text,
    url: absoluteLink(consoleOrigin, message.links.open),
    tag: message.cases[0]?.id ?? message.kind,
    unsubscribeUrl: absoluteLink(consoleOrigin, message.links.unsubscribePush),
  };
}

/** How a push service answered one delivery. */
export type PushOutcome = { status: 'delivered' } | { status: 'gone' | 'refused'; code: number };

type Subscription = PlatformMessage['push'][number];

/**
 * Sends one message to one browser's push service. Answers `gone` for 404 and 410 (the browser's
 * subscription no longer exists), `refused` for any other failure status; rejects when the push
 * service cannot be reached.
 */
export async function sendPush(
  subscription: Subscription,
  message: PlatformMessage,
  consoleOrigin: string,
  keys: VapidKeys,
): Promise<PushOutcome> {
  const critical = message.cases.some((c) => c.severity === 'critical');
  const details = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: subscription.keys },
    JSON.stringify(pushPayload(message, consoleOrigin)),
    {
      vapidDetails: { subject: VAPID_SUBJECT, ...keys },
      TTL: PUSH_TTL_SECONDS,
      urgency: critical ? 'high' : 'normal',
      contentEncoding: 'aes128gcm',
    },
  );
  const headers = new Headers();
  for (const [name, value] of Object.entries(details.headers)) {
    // fetch counts the body itself.
    if (name.toLowerCase() !== 'content-length') headers.set(name, String(value));
  }
  const response = await fetch(details.endpoint, {
    method: 'POST',
    headers,
    body: new Uint8Array(details.body),
    signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (response.ok) return { status: 'delivered' };
  if (response.status === 404 || response.status === 410) {
    return { status: 'gone', code: response.status };
  }
  return { status: 'refused', code: response.status };
}
