// @ts-check
// Signatures of the Pusher protocol: a socket's subscription to a private or presence channel, and the
// HTTP API's signed query string. Every comparison of a signature is timing-safe.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** How far a request's auth_timestamp may be from now, in seconds (the HTTP API reference). */
export const TIMESTAMP_WINDOW = 600;

/**
 * @param {string} secret
 * @param {string} text
 */
export function hmac(secret, text) {
  return createHmac('sha256', secret).update(text).digest('hex');
}

/**
 * @param {string} a
 * @param {string} b
 */
export function sameText(a, b) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Whether `auth` ("key:signature") signs the socket's subscription to `channel`; presence channels sign the
 * channel_data too.
 * @param {{ key: string, secret: string }} app
 * @param {{ socketId: string, channel: string, auth: unknown, channelData?: unknown }} request
 */
export function validSubscription(app, { socketId, channel, auth, channelData }) {
  if (typeof auth !== 'string') return false;
  const colon = auth.indexOf(':');
  if (colon < 0 || auth.slice(0, colon) !== app.key) return false;
  const signed = typeof channelData === 'string' ? `${socketId}:${channel}:${channelData}` : `${socketId}:${channel}`;
  return sameText(hmac(app.secret, signed), auth.slice(colon + 1));
}

/**
 * Checks an HTTP API request's signature. Returns null when it is good, else the status and message.
 * @param {{ key: string, secret: string }} app
 * @param {{ method: string, path: string, query: URLSearchParams, body: string, now?: number }} request
 * @returns {{ status: number, message: string } | null}
 */
export function checkRequestSignature(app, { method, path, query, body, now = Date.now() }) {
  const key = query.get('auth_key');
  const timestamp = Number(query.get('auth_timestamp'));
  const signature = query.get('auth_signature');
  if (!key || !query.get('auth_timestamp') || !signature || !query.get('auth_version')) {
    return { status: 401, message: 'auth_key, auth_timestamp, auth_version and auth_signature are required' };
  }
  if (key !== app.key) return { status: 401, message: 'Unknown auth_key' };
  if (query.get('auth_version') !== '1.0') return { status: 401, message: 'auth_version must be 1.0' };
  if (!Number.isFinite(timestamp) || Math.abs(now / 1000 - timestamp) > TIMESTAMP_WINDOW) {
    return { status: 401, message: `auth_timestamp must be within ${TIMESTAMP_WINDOW} seconds of the server's clock` };
  }
  if (body.length > 0 || query.has('body_md5')) {
    const md5 = createHash('md5').update(body, 'utf8').digest('hex');
    if (!sameText(md5, query.get('body_md5') ?? '')) return { status: 401, message: 'body_md5 does not match the body' };
  }
  const params = [...query.entries()]
    .filter(([name]) => name !== 'auth_signature')
    .map(([name, value]) => [name.toLowerCase(), value])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  if (!sameText(hmac(app.secret, `${method.toUpperCase()}\n${path}\n${params}`), signature)) {
    return { status: 401, message: 'Invalid signature' };
  }
  return null;
}
