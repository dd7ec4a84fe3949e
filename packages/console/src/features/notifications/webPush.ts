/**
 * Web push in this browser (issue 50): whether it can, the host's service worker (its URL is
 * `ConsoleConfig.serviceWorkerUrl`), subscribing with the platform's VAPID key, and sending the
 * subscription to the platform. The worker is registered only for push: when a person turns it
 * on, and at each start of a browser that has it on; the permission is only ever asked from a
 * person's press (`turnOnPush`). The subscription is sent again at each start
 * (`renewPushSubscription`), so a browser that rotated it keeps receiving.
 */
import type { ApiClient } from '@hygiene/api-client';

import { unwrap } from '../../data/apiQuery';

/** How long the service worker may take to be ready before push counts as unavailable. */
const WORKER_READY_TIMEOUT_MS = 5_000;

/** What this browser can do about push. */
export type PushSupport =
  | { status: 'unsupported' }
  | { status: 'blocked' }
  | { status: 'ready'; subscription: PushSubscription | null };

/** `applicationServerKey` from the base64url key the platform answers. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const canPush = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The worker at `url`, registered (again: the browser keeps one per scope) and ready. */
async function readyWorker(url: string): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(url);
  const ready = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_READY_TIMEOUT_MS)),
  ]);
  if (!ready) throw new Error('The service worker did not become ready');
  return ready;
}

/** What this browser can do about push now; nothing is registered or asked. */
export async function pushSupport(serviceWorkerUrl: string | undefined): Promise<PushSupport> {
  if (!serviceWorkerUrl || !canPush()) return { status: 'unsupported' };
  if (Notification.permission === 'denied') return { status: 'blocked' };
  const registration = await navigator.serviceWorker.getRegistration();
  return {
    status: 'ready',
    subscription: (await registration?.pushManager.getSubscription()) ?? null,
  };
}

/**
 * Asks the person (call from their press: browsers refuse a prompt without one), registers the
 * worker, subscribes with the platform's key, and sends the subscription to the platform for
 * this tenant. Answers false when the person said no.
 */
export async function turnOnPush(
  api: ApiClient,
  tenant: string,
  serviceWorkerUrl: string,
  publicKey: string,
): Promise<boolean> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return false;
  const registration = await readyWorker(serviceWorkerUrl);
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  await unwrap(api.savePushSubscription(tenant, subscriptionBody(subscription)));
  return true;
}

/** Forgets this browser's subscription, at the platform and in the browser. */
export async function turnOffPush(
  api: ApiClient,
  tenant: string,
  subscription: PushSubscription,
): Promise<void> {
  await unwrap(api.removePushSubscription(tenant, { endpoint: subscription.endpoint }));
  await subscription.unsubscribe();
}

/**
 * At each start of a browser with push on: the worker is registered again (a changed file is
 * installed) and the subscription sent again (a rotated one replaces the old at the platform).
 * Nothing is asked; a browser without push on is left alone; any failure waits for the next start.
 */
export async function renewPushSubscription(
  api: ApiClient,
  tenant: string,
  serviceWorkerUrl: string | undefined,
): Promise<void> {
  if (!serviceWorkerUrl || !canPush() || Notification.permission !== 'granted') return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await readyWorker(serviceWorkerUrl);
  await unwrap(api.savePushSubscription(tenant, subscriptionBody(subscription)));
}

function subscriptionBody(subscription: PushSubscription) {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}
