// The realtime socket itself, loaded after a screen's first paint (realtime-provider.tsx imports it then):
// pusher-js and the way its subscriptions are signed.
import PusherJs, { type ChannelAuthorizationCallback, type ChannelAuthorizationHandler } from 'pusher-js';
import type { RealtimeClientConfig } from '@/server/realtime/config';

/** Runs `fn` once the main thread is idle, at most a second later (Safari has no requestIdleCallback). */
function whenIdle(fn: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fn, { timeout: 1000 });
  else setTimeout(fn, 50);
}

/**
 * Signs a subscription with POST /api/realtime/auth (form-encoded, as pusher-js's own authorizer sends it)
 * through fetch, when the main thread is idle: a screen subscribes in the effects that run right after its
 * first paint, and sending its channels' requests there (pusher-js's XMLHttpRequest, then fetch) held the
 * main thread 20 to 45 ms before the screen's next frame.
 */
const authorizeChannel: ChannelAuthorizationHandler = (params, callback) => whenIdle(() => authorizeNow(params, callback));

const authorizeNow: ChannelAuthorizationHandler = (params, callback) => {
  fetch('/api/realtime/auth', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ socket_id: params.socketId, channel_name: params.channelName }),
  })
    .then(async (res) => {
      if (!res.ok) throw new Error(`Could not subscribe to ${params.channelName} (${res.status})`);
      callback(null, (await res.json()) as Parameters<ChannelAuthorizationCallback>[1]);
    })
    .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), null));
};

export function connect(config: RealtimeClientConfig): PusherJs {
  const wsHost = config.wsHost ?? (config.pageHost ? window.location.hostname : undefined);
  return new PusherJs(config.key, {
    cluster: config.cluster,
    ...(wsHost ? { wsHost, wssPort: config.wsPort, wsPort: config.wsPort } : {}),
    forceTLS: config.forceTLS,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    channelAuthorization: { customHandler: authorizeChannel },
  });
}
