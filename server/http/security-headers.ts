// Response headers of issue 17: the pages' Content-Security-Policy with a nonce per request (Next's
// documented way: proxy.ts sets it on the request, Next puts the nonce on its own scripts), a locked-down
// policy for API answers and files, and the headers every answer carries (next.config.ts).
import type { RealtimeClientConfig } from '@/server/realtime/config';

/**
 * 'nonce' for a page's policy; `dev` allows what the development server's reloader needs; `connect` adds
 * origins the page may open sockets to (the realtime server's, realtimeSocketOrigins).
 */
export function pagePolicy(nonce: string, { dev = false, https = false, connect = [] as readonly string[] } = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    // Radix and the tables position elements with style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    ["connect-src 'self'", ...(dev ? ['ws:'] : []), ...connect].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** The host name the browser opened the page on (a proxy's X-Forwarded-Host, else Host). */
export function pageHostname(headers: Headers): string {
  const host = headers.get('x-forwarded-host')?.split(',')[0].trim() || headers.get('host');
  try {
    return host ? new URL(`http://${host}`).hostname : 'localhost';
  } catch {
    return 'localhost';
  }
}

/**
 * Where pusher-js opens its socket with this config: the configured host, or the page's own host name
 * (`pageHostname`, from the request) for a realtime server beside the app (ws:// and, as pusher-js falls
 * back to it, wss:// unless TLS is forced), or Pusher Channels' cluster host.
 */
export function realtimeSocketOrigins(config: RealtimeClientConfig | null, pageHostname = 'localhost'): string[] {
  if (!config) return [];
  const host = config.wsHost ?? (config.pageHost ? pageHostname : `ws-${config.cluster}.pusher.com`);
  const hostPort = (config.wsHost || config.pageHost) && config.wsPort ? `${host}:${config.wsPort}` : host;
  return config.forceTLS ? [`wss://${hostPort}`] : [`ws://${hostPort}`, `wss://${hostPort}`];
}

/** API answers and uploaded files are never documents that run anything. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

export const COMMON_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

/** Sent only when the request came over HTTPS (directly or through a TLS-terminating proxy). */
export const HSTS = { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' };
