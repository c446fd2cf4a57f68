'use client';
// Desktop notifications through web push: the app's service worker (public/sw.js) and this browser's
// subscription, sent to POST /api/push/subscribe with the app's VAPID key from GET /api/push/key.
import { useCallback, useEffect, useState } from 'react';
import { apiCall } from '@/lib/client/api-client';

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

const supported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The base64url VAPID key as the bytes pushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Registers the service worker (once per page load) and follows whether this browser gets pushes. */
export function useDesktopPush() {
  const [state, setState] = useState<PushState>('unsupported');
  useEffect(() => {
    if (!supported()) return;
    let cancelled = false;
    void navigator.serviceWorker
      .register('/sw.js')
      .then((reg) => reg.pushManager.getSubscription())
      .then((sub) => {
        if (!cancelled) setState(Notification.permission === 'denied' ? 'denied' : sub ? 'on' : 'off');
      })
      .catch(() => {
        if (!cancelled) setState('unsupported');
      });
    return () => {
      cancelled = true;
    };
  }, []);

  /** Asks for permission and subscribes; answers the new state (throws when the browser or server refuses). */
  const enable = useCallback(async (): Promise<PushState> => {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      const next = permission === 'denied' ? 'denied' : 'off';
      setState(next);
      return next;
    }
    const reg = await navigator.serviceWorker.ready;
    const { public_key } = await apiCall('get', '/api/push/key');
    const sub =
      (await reg.pushManager.getSubscription()) ??
      (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(public_key) }));
    // A subscription's JSON has both keys; the browser's type leaves them optional.
    const { expirationTime, keys = {} } = sub.toJSON();
    await apiCall('post', '/api/push/subscribe', {
      body: { endpoint: sub.endpoint, expirationTime, keys: { p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' } },
    });
    setState('on');
    return 'on';
  }, []);

  return { state, enable };
}
