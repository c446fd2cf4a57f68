// @ts-check
// The HTTP API that the `pusher` SDK calls: events, batch events, and channel and presence queries, each
// request signed (auth.mjs). A health answer on GET /. Anything else is 404.
import { checkRequestSignature } from './auth.mjs';
import { CHANNEL_NAME, frame, MAX_EVENT_NAME } from './protocol.mjs';

/** Pusher's own limits: 100 channels per event, 10 events per batch. */
const MAX_CHANNELS = 100;
const MAX_BATCH = 10;
const SOCKET_ID = /^\d+\.\d+$/;

class HttpError extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** @param {import('node:http').ServerResponse} res @param {number} status @param {unknown} body */
function reply(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** @param {import('node:http').IncomingMessage} req @param {number} limit @returns {Promise<string>} */
function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) {
        reject(new HttpError(413, `Request body over ${limit} bytes`));
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * One event as the API takes it, checked; throws HttpError 400 or 413.
 * @param {any} body @param {string[]} channels @param {number} maxData
 */
function checkEvent(body, channels, maxData) {
  if (typeof body?.name !== 'string' || body.name === '' || body.name.length > MAX_EVENT_NAME)
    throw new HttpError(400, 'name must be an event name');
  if (typeof body.data !== 'string') throw new HttpError(400, 'data must be a string');
  if (Buffer.byteLength(body.data) > maxData) throw new HttpError(413, `data over ${maxData} bytes`);
  if (channels.length === 0 || channels.length > MAX_CHANNELS) throw new HttpError(400, `between 1 and ${MAX_CHANNELS} channels`);
  for (const c of channels) if (typeof c !== 'string' || !CHANNEL_NAME.test(c)) throw new HttpError(400, `invalid channel name ${c}`);
  if (body.socket_id !== undefined && (typeof body.socket_id !== 'string' || !SOCKET_ID.test(body.socket_id))) {
    throw new HttpError(400, 'socket_id must look like 123.456');
  }
  return { name: body.name, data: body.data, channels, socketId: body.socket_id };
}

/** @param {string} path */
function parseUrl(path) {
  try {
    return new URL(path, 'http://localhost');
  } catch {
    throw new HttpError(400, 'Bad URL');
  }
}

/** @param {string} text */
function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The body is not JSON');
  }
}

/**
 * @param {{ app: { appId: string, key: string, secret: string }, registry: import('./channels.mjs').ChannelRegistry,
 *   maxBody?: number, maxData?: number }} options
 */
export function createHttpApi({ app, registry, maxBody = 1024 * 1024, maxData = 100 * 1024 }) {
  /** @param {{ name: string, data: string, channels: string[], socketId?: string }} event */
  const publish = ({ name, data, channels, socketId }) => {
    for (const channel of channels) registry.broadcast(channel, frame(name, data, channel), socketId);
  };

  /** @param {string} method @param {string} path @param {URLSearchParams} query @param {any} body */
  function route(method, path, query, body) {
    const base = `/apps/${app.appId}`;
    const rest = path.slice(base.length);
    if (method === 'POST' && rest === '/events') {
      const channels = Array.isArray(body?.channels) ? body.channels : typeof body?.channel === 'string' ? [body.channel] : [];
      publish(checkEvent(body, channels, maxData));
      return {};
    }
    if (method === 'POST' && rest === '/batch_events') {
      const batch = body?.batch;
      if (!Array.isArray(batch) || batch.length === 0 || batch.length > MAX_BATCH)
        throw new HttpError(400, `batch must hold 1 to ${MAX_BATCH} events`);
      const events = batch.map((event) => checkEvent(event, [event?.channel], maxData));
      for (const event of events) publish(event);
      return { batch: events.map(() => ({})) };
    }
    if (method === 'GET' && rest === '/channels') {
      const prefix = query.get('filter_by_prefix') ?? '';
      const withUsers = (query.get('info') ?? '').split(',').includes('user_count');
      if (withUsers && !prefix.startsWith('presence-')) throw new HttpError(400, 'user_count needs filter_by_prefix=presence-');
      /** @type {Record<string, object>} */
      const channels = {};
      for (const name of registry.names(prefix)) channels[name] = withUsers ? { user_count: registry.info(name).userCount } : {};
      return { channels };
    }
    const match = /^\/channels\/([^/]+)(\/users)?$/.exec(rest);
    if (method === 'GET' && match) {
      // Channel names need no escaping: one that is escaped is not a channel name.
      const name = match[1];
      if (!CHANNEL_NAME.test(name)) throw new HttpError(400, 'Invalid channel name');
      const presence = name.startsWith('presence-');
      if (match[2]) {
        if (!presence) throw new HttpError(400, 'Users are listed for presence channels only');
        return { users: registry.presence(name).ids.map((id) => ({ id })) };
      }
      const info = (query.get('info') ?? '').split(',');
      if (info.includes('user_count') && !presence) throw new HttpError(400, 'user_count is for presence channels only');
      const { occupied, subscriptionCount, userCount } = registry.info(name);
      return {
        occupied,
        ...(info.includes('subscription_count') ? { subscription_count: subscriptionCount } : {}),
        ...(info.includes('user_count') ? { user_count: userCount } : {}),
      };
    }
    throw new HttpError(404, 'Not found');
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  return async function handle(req, res) {
    try {
      const url = parseUrl(req.url ?? '/');
      const method = req.method ?? 'GET';
      if (url.pathname === '/' && method === 'GET') return reply(res, 200, { ok: true, server: 'built-in Pusher-protocol server' });
      if (!url.pathname.startsWith('/apps/')) throw new HttpError(404, 'Not found');
      if (!url.pathname.startsWith(`/apps/${app.appId}/`)) throw new HttpError(404, 'Unknown app');
      const text = await readBody(req, maxBody);
      const refused = checkRequestSignature(app, { method, path: url.pathname, query: url.searchParams, body: text });
      if (refused) throw new HttpError(refused.status, refused.message);
      const body = method === 'POST' ? parseJson(text) : null;
      reply(res, 200, route(method, url.pathname, url.searchParams, body));
    } catch (err) {
      if (err instanceof HttpError) return reply(res, err.status, { error: err.message });
      console.error('[realtime] HTTP API:', err);
      reply(res, 500, { error: 'Internal error' });
    }
  };
}
