/**
 * Web push in this browser (issue 50): whether it can, the service worker the host registered,
 * subscribing with the platform's VAPID key, and sending the subscription to the platform. The
 * permission is only ever asked from a person's press (`turnOnPush`); the subscription is sent
 * again at each start (`renewPushSubscription`), so a browser that rotated it keeps receiving.
 */
import type { ApiClient } from '@hygiene/api-client';

import { unwrap } from '../../data/apiQuery';

/** How long the host's service worker may take to be ready before push counts as unavailable. */
const WORKER_READY_TIMEOUT_MS = 5_000;

/** What this browser can do about push. */
export type PushSupport =
  | { status: 'unsupported' }
  | { status: 'blocked' }
  | {
      status: 'ready';
      registration: ServiceWorkerRegistration;
      subscription: PushSubscription | null;
    };

/** `applicationServerKey` from the base64url key the platform answers. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The host's service worker registration, or null when there is none (an embedding without one). */
async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return null;
  const ready = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_READY_TIMEOUT_MS)),
  ]);
  return ready ?? null;
}

/** What this browser can do about push now. */
export async function pushSupport(): Promise<PushSupport> {
  if (typeof window === 'undefined' || !('PushManager' in window) || !('Notification' in window)) {
    return { status: 'unsupported' };
  }
  if (Notification.permission === 'denied') return { status: 'blocked' };
  const registration = await workerRegistration();
  if (!registration) return { status: 'unsupported' };
  return {
    status: 'ready',
    registration,
    subscription: await registration.pushManager.getSubscription(),
  };
}

/**
 * Asks the person (call from their press: browsers refuse a prompt without one), subscribes with
 * the platform's key, and sends the subscription to the platform for this tenant. Answers false
 * when the person said no.
 */
export async function turnOnPush(
  api: ApiClient,
  tenant: string,
  registration: ServiceWorkerRegistration,
  publicKey: string,
): Promise<boolean> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return false;
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
 * The host's service worker, registered at each start (the browser keeps one registration per
 * scope and updates it when the file changed). Nothing waits for it; a browser without workers,
 * or a registration it refuses, leaves push off.
 */
export async function registerServiceWorker(url: string): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  await navigator.serviceWorker.register(url);
}

/**
 * At each start: a browser with push on sends its subscription again (a rotated one replaces the
 * old at the platform). Nothing is asked; any failure waits for the next start.
 */
export async function renewPushSubscription(api: ApiClient, tenant: string): Promise<void> {
  const support = await pushSupport();
  if (support.status !== 'ready' || !support.subscription) return;
  if (Notification.permission !== 'granted') return;
  await unwrap(api.savePushSubscription(tenant, subscriptionBody(support.subscription)));
}

function subscriptionBody(subscription: PushSubscription) {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}
