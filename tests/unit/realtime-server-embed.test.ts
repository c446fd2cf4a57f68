// How the app starts the built-in Pusher-protocol server: only when no realtime server is configured, each
// start on its own free port with its own credentials (e2e runs several app servers side by side); the
// standalone CLI; and the pages' Content-Security-Policy that lets the browser reach the socket.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startUnlessConfigured } from '@/realtime-server/embed.mjs';
import { pagePolicy, realtimeSocketOrigins } from '@/server/http/security-headers';
import { realtimeClientConfig } from '@/server/realtime/config';
import { rawSocket, sdk } from './realtime-server-helpers';

type Env = Record<string, string | undefined>;

async function embedded(env: Env) {
  const server = await startUnlessConfigured(env);
  if (server) onTestFinished(() => server.stop());
  return server;
}

const established = async (port: string | number, key: string) => {
  const socket = await rawSocket(`ws://127.0.0.1:${port}/app/${key}?protocol=7`);
  const first = await Promise.race([socket.message('pusher:connection_established'), socket.message('pusher:error')]);
  socket.ws.close();
  return first.event;
};

describe('the built-in server for the app', () => {
  it('starts when PUSHER_* is unset: two starts get two ports and two keys, and each refuses the other key', async () => {
    const [one, two]: Env[] = [{}, {}];
    await Promise.all([embedded(one), embedded(two)]);
    expect(one).toMatchObject({ PUSHER_HOST: '127.0.0.1', PUSHER_SCHEME: 'http', PUSHER_PUBLIC_HOST: 'localhost' });
    expect(one.PUSHER_PORT).not.toBe(two.PUSHER_PORT);
    expect(one.PUSHER_APP_KEY).not.toBe(two.PUSHER_APP_KEY);
    expect(await established(one.PUSHER_PORT!, one.PUSHER_APP_KEY!)).toBe('pusher:connection_established');
    expect(await established(one.PUSHER_PORT!, two.PUSHER_APP_KEY!)).toBe('pusher:error');
    // The app's own config reads what was set: the SDK publishes there, the browser goes to localhost.
    expect(realtimeClientConfig(one)).toEqual({
      key: one.PUSHER_APP_KEY,
      cluster: 'mt1',
      wsHost: 'localhost',
      wsPort: Number(one.PUSHER_PORT),
      forceTLS: false,
    });
    const app = { appId: one.PUSHER_APP_ID!, key: one.PUSHER_APP_KEY!, secret: one.PUSHER_APP_SECRET! };
    await expect(sdk(app, Number(one.PUSHER_PORT)).trigger('news', 'changed', {})).resolves.toBeTruthy();
  });

  it('does not start when a realtime server is configured', async () => {
    const env: Env = { PUSHER_APP_ID: '1', PUSHER_APP_KEY: 'key', PUSHER_APP_SECRET: 'secret', PUSHER_HOST: 'soketi.internal' };
    expect(await embedded(env)).toBeNull();
    expect(env.PUSHER_HOST).toBe('soketi.internal');
  });

  it('runs standalone from the CLI with the PUSHER_* environment and stops on SIGTERM', async () => {
    const cli = path.resolve(import.meta.dirname, '../../realtime-server/cli.mjs');
    const env = {
      ...process.env,
      PUSHER_APP_ID: '7',
      PUSHER_APP_KEY: 'cli-key',
      PUSHER_APP_SECRET: 'cli-secret',
      PUSHER_PORT: '0',
      NODE_OPTIONS: '',
    };
    const child = spawn(process.execPath, [cli], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    onTestFinished(() => {
      if (child.exitCode === null) child.kill('SIGKILL');
    });
    const port = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (d) => {
        out += d;
        const m = /built-in Pusher-protocol server on ws:\/\/127\.0\.0\.1:(\d+)/.exec(out);
        if (m) resolve(m[1]);
      });
      child.on('exit', () => reject(new Error(out)));
    });
    expect(await established(port, 'cli-key')).toBe('pusher:connection_established');
    child.kill('SIGTERM');
    expect(await new Promise((r) => child.on('exit', r))).toBe(0);
  });
});

describe('content security policy', () => {
  it('lets pages connect to the realtime socket: the configured host, or Pusher Channels by cluster', () => {
    const local = { PUSHER_APP_ID: '1', PUSHER_APP_KEY: 'k', PUSHER_APP_SECRET: 's', PUSHER_HOST: '127.0.0.1', PUSHER_PORT: '6001' };
    expect(realtimeSocketOrigins(realtimeClientConfig({ ...local, PUSHER_PUBLIC_HOST: 'localhost' }))).toEqual([
      'ws://localhost:6001',
      'wss://localhost:6001',
    ]);
    const proxied = { ...local, PUSHER_PUBLIC_HOST: 'rt.example.com', PUSHER_PUBLIC_PORT: '443', PUSHER_PUBLIC_SCHEME: 'https' };
    expect(realtimeSocketOrigins(realtimeClientConfig(proxied))).toEqual(['wss://rt.example.com:443']);
    const channels = { PUSHER_APP_ID: '1', PUSHER_APP_KEY: 'k', PUSHER_APP_SECRET: 's', PUSHER_APP_CLUSTER: 'ap1', PUSHER_SCHEME: 'https' };
    expect(realtimeSocketOrigins(realtimeClientConfig(channels))).toEqual(['wss://ws-ap1.pusher.com']);
    expect(realtimeSocketOrigins(realtimeClientConfig({}))).toEqual([]);

    expect(pagePolicy('n', { connect: ['ws://localhost:6001'] })).toContain("connect-src 'self' ws://localhost:6001;");
    expect(pagePolicy('n')).toContain("connect-src 'self';");
    expect(pagePolicy('n', { dev: true })).toContain("connect-src 'self' ws:;");
  });
});
