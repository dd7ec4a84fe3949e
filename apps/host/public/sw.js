/**
 * The console's service worker (issue 50): web push. Every push is shown (no silent pushes: the
 * subscription promised `userVisibleOnly`), with what the platform sent, in the person's
 * language; pressing it opens the case's page, in a console tab already open when there is one.
 * Plain JavaScript served as it is: a worker is never bundled with the app, so it cannot go stale
 * beside it.
 */

const FALLBACK_TITLE = 'Hygiene console';

self.addEventListener('install', () => {
  // A new worker takes over at once: it holds no cache an open page could depend on.
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' && message.title ? message.title : FALLBACK_TITLE;
  const options = {
    body: typeof message.body === 'string' ? message.body : '',
    tag: typeof message.tag === 'string' ? message.tag : undefined,
    // Another message for the same case replaces the old one, and says so.
    renotify: typeof message.tag === 'string',
    data: { url: sameOriginUrl(message.url) },
  };
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data && event.notification.data.url;
  event.waitUntil(openOrFocus(url || '/'));
});

/** Only a page of the console's own origin is opened from a notification. */
function sameOriginUrl(value) {
  if (typeof value !== 'string') return '/';
  try {
    const url = new URL(value, self.location.origin);
    return url.origin === self.location.origin ? url.href : '/';
  } catch {
    return '/';
  }
}

async function openOrFocus(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) {
    if ('navigate' in client && 'focus' in client) {
      await client.focus();
      return client.navigate(url);
    }
  }
  return self.clients.openWindow(url);
}
