// Where the realtime server is (issue 16): Pusher Channels, Soketi, Sockudo or the built-in server that
// `npm start` runs on loopback (realtime-server/), all spoken to with the same `pusher` / `pusher-js` code.
// The names are Soketi's usual ones; PUSHER_PUBLIC_* tell the browser where to connect when that differs
// from where the app server publishes (behind a proxy).

type Env = Record<string, string | undefined>;

export interface RealtimeServerConfig {
  appId: string;
  key: string;
  secret: string;
  /** Unset with a cluster (Pusher Channels); the host of Soketi or the built-in server otherwise. */
  host?: string;
  port?: string;
  useTLS: boolean;
  cluster: string;
}

/** What the browser needs (no secret). */
export interface RealtimeClientConfig {
  key: string;
  cluster: string;
  wsHost?: string;
  wsPort?: number;
  forceTLS: boolean;
  /**
   * The socket is on the host the browser opened the app on (no wsHost): the server publishes to a realtime
   * server on its own loopback, which staff on other machines reach by the app server's address.
   */
  pageHost?: boolean;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

export function realtimeServerConfig(env: Env = process.env): RealtimeServerConfig | null {
  const { PUSHER_APP_ID: appId, PUSHER_APP_KEY: key, PUSHER_APP_SECRET: secret } = env;
  if (!appId || !key || !secret) return null;
  return {
    appId,
    key,
    secret,
    host: env.PUSHER_HOST || undefined,
    port: env.PUSHER_PORT || undefined,
    useTLS: env.PUSHER_SCHEME === 'https',
    cluster: env.PUSHER_APP_CLUSTER || 'mt1',
  };
}

export function realtimeClientConfig(env: Env = process.env): RealtimeClientConfig | null {
  const server = realtimeServerConfig(env);
  if (!server) return null;
  const pageHost = !env.PUSHER_PUBLIC_HOST && !!server.host && LOOPBACK.has(server.host);
  const host = pageHost ? undefined : env.PUSHER_PUBLIC_HOST || server.host;
  const port = env.PUSHER_PUBLIC_PORT || server.port;
  const scheme = env.PUSHER_PUBLIC_SCHEME || env.PUSHER_SCHEME;
  return {
    key: server.key,
    cluster: server.cluster,
    ...(pageHost ? { pageHost } : {}),
    ...(host ? { wsHost: host } : {}),
    ...(port ? { wsPort: Number(port) } : {}),
    forceTLS: scheme === 'https',
  };
}
