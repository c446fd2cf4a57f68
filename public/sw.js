// The app's service worker (issue 16): shows a web push as a desktop notification and, on a click, brings
// an open tab of the app to the notification's page (or opens one). Registered by the shell.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: event.data ? event.data.text() : '' };
  }
  const title = data.title || 'Ops Back-Office';
  const link = typeof data.link === 'string' && data.link.startsWith('/') ? data.link : '/';
  event.waitUntil(self.registration.showNotification(title, { body: data.body || '', data: { link }, tag: link }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.link || '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = tabs.find((c) => c.url === url) || tabs.find((c) => new URL(c.url).origin === self.location.origin);
      if (same) {
        await same.focus();
        if (same.url !== url && 'navigate' in same) await same.navigate(url);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
