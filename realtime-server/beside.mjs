// @ts-check
// For the app's start (scripts/start.mjs) and the test servers: when no realtime server is configured
// (PUSHER_APP_ID, PUSHER_APP_KEY, PUSHER_APP_SECRET unset), the built-in one runs as a process of its own
// (cli.mjs) on a free port with fresh credentials, listening on every interface so that browsers on other
// machines reach it on the host they opened the app on; its settings go into `env` for the app.
import { spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import path from 'node:path';

const CLI = path.join(import.meta.dirname, 'cli.mjs');
const STARTED = /built-in Pusher-protocol server on ws:\/\/[^:]+:(\d+)/;

/**
 * @typedef {{ port: number, stop(): Promise<void> }} RealtimeProcess
 */

/**
 * @param {Record<string, string | undefined>} [env] read, and given the server's settings when one starts
 * @param {{ listen?: string }} [options] the address it listens on (every IPv4 interface by default)
 * @returns {Promise<RealtimeProcess | null>} null when one is configured already
 */
export async function startBesideApp(env = process.env, { listen = '0.0.0.0' } = {}) {
  if (env.PUSHER_APP_ID && env.PUSHER_APP_KEY && env.PUSHER_APP_SECRET) return null;
  const app = {
    PUSHER_APP_ID: String(randomInt(100000, 999999)),
    PUSHER_APP_KEY: randomBytes(10).toString('hex'),
    PUSHER_APP_SECRET: randomBytes(24).toString('hex'),
  };
  // 'ipc': the server ends when this process does, however it ends.
  const child = spawn(process.execPath, [CLI], {
    env: { ...process.env, ...app, PUSHER_HOST: listen, PUSHER_PORT: '0', NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const port = await new Promise((resolve, reject) => {
    let out = '';
    /** @param {Buffer} chunk */
    const read = (chunk) => {
      out += chunk;
      const m = STARTED.exec(out);
      if (!m) return;
      child.stdout?.off('data', read);
      child.off('exit', failed);
      process.stdout.write(out);
      child.stdout?.pipe(process.stdout);
      resolve(Number(m[1]));
    };
    const failed = () => reject(new Error(`the realtime server did not start:\n${out}`));
    child.stdout?.on('data', read);
    child.once('exit', failed);
  });
  Object.assign(env, { ...app, PUSHER_HOST: '127.0.0.1', PUSHER_PORT: String(port), PUSHER_SCHEME: 'http' });
  return {
    port,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
        const kill = setTimeout(() => child.kill('SIGKILL'), 3000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve(undefined);
        });
        child.kill('SIGTERM');
      }),
  };
}
