// The app's HTTP server in production: Next's request handler behind a plain Node server that appends the
// socket's address to X-Forwarded-For, as a proxy does. The last hop is then always the peer that
// connected, whatever a client wrote (server/http/client-ip.ts reads the hops back, trusting only the
// proxies named in TRUSTED_PROXIES). `node scripts/serve.mjs -p 3000`.
// The built-in realtime server, when used, is a process of its own that scripts/start.mjs starts beside this
// one (realtime-server/beside.mjs) and whose settings it hands over in PUSHER_*.
// A malformed App Router state header is answered 400 here (router-state.mjs): Next throws on it (a 500),
// and hides the header from proxy.ts.
// Next compresses its answers with gzip; brotli for static files is the reverse proxy's (deploy/nginx.conf).
import http from 'node:http';
import next from 'next';
import { ROOT } from './paths.mjs';
import { badRouterState } from './router-state.mjs';

const args = process.argv.slice(2);
const flag = args.indexOf('-p');
const port = Number(flag >= 0 ? args[flag + 1] : (process.env.PORT ?? 3000));

const app = next({ dev: false, dir: ROOT, port, hostname: 'localhost' });
const handle = app.getRequestHandler();
await app.prepare();

const server = http.createServer((req, res) => {
  if (badRouterState(req.headers['next-router-state-tree'])) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' });
    res.end('Bad request: malformed router state header');
    return;
  }
  const peer = req.socket.remoteAddress ?? 'unknown';
  const written = req.headers['x-forwarded-for'];
  const hops = Array.isArray(written) ? written.join(', ') : written;
  req.headers['x-forwarded-for'] = hops ? `${hops}, ${peer}` : peer;
  handle(req, res);
});
/**
 * Lingering close: when Node ends a connection after an answer (Connection: close, e.g. a 413 for a body
 * over its limit) while the client is still sending, closing at once with unread bytes sends a reset, and
 * the client can lose the answer to its own failed write. Node calls `socket.destroySoon()` there; here it
 * sends the answer's end and waits, reading nothing more, until the client closes or 2 s pass.
 */
const LINGER_MS = 2_000;
server.on('connection', (socket) => {
  socket.destroySoon = function lingeringClose() {
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once('end', () => this.destroy());
    this.once('close', () => clearTimeout(timer));
  };
});
server.listen(port, () => console.log(`[serve] listening on http://localhost:${port}`));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    // The job queue (server/jobs/process.ts) lets a running job finish before the process ends.
    Promise.allSettled([app.close?.(), globalThis.opsJobs?.stop?.()]).finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
