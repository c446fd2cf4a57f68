// How the app starts the built-in Pusher-protocol server: a process of its own beside the app, only when no
// realtime server is configured, each start on its own free port with its own credentials (e2e runs several
// app servers side by side), reachable on any address of the machine; the standalone CLI; and the pages'
// Content-Security-Policy that lets the browser reach the socket on the host it opened the app on.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startBesideApp } from '@/realtime-server/beside.mjs';
import { pageHostname, pagePolicy, realtimeSocketOrigins } from '@/server/http/security-headers';
import { realtimeClientConfig } from '@/server/realtime/config';
import { rawSocket, sdk } from './realtime-server-helpers';

type Env = Record<string, string | undefined>;

async function embedded(env: Env) {
  const server = await startBesideApp(env);
  if (server) onTestFinished(() => server.stop());
  return server;
}

const established = async (port: string | number, key: string, host = '127.0.0.1') => {
  const socket = await rawSocket(`ws://${host}:${port}/app/${key}?protocol=7`);
  const first = await Promise.race([socket.message('pusher:connection_established'), socket.message('pusher:error')]);
  socket.ws.close();
  return first.event;
};

describe('the built-in server for the app', () => {
  it('starts when PUSHER_* is unset: two starts get two ports and two keys, and each refuses the other key', async () => {
    const [one, two]: Env[] = [{}, {}];
    await Promise.all([embedded(one), embedded(two)]);
    expect(one).toMatchObject({ PUSHER_HOST: '127.0.0.1', PUSHER_SCHEME: 'http' });
    expect(one.PUSHER_PUBLIC_HOST).toBeUndefined();
    expect(one.PUSHER_PORT).not.toBe(two.PUSHER_PORT);
    expect(one.PUSHER_APP_KEY).not.toBe(two.PUSHER_APP_KEY);
    expect(await established(one.PUSHER_PORT!, one.PUSHER_APP_KEY!)).toBe('pusher:connection_established');
    expect(await established(one.PUSHER_PORT!, two.PUSHER_APP_KEY!)).toBe('pusher:error');
    // Another address of the machine reaches it too (as another PC reaches the office server).
    expect(await established(one.PUSHER_PORT!, one.PUSHER_APP_KEY!, '127.0.0.2')).toBe('pusher:connection_established');
    // The app's own config reads what was set: the SDK publishes on loopback, the browser goes to the
    // host it opened the app on.
    expect(realtimeClientConfig(one)).toEqual({
      key: one.PUSHER_APP_KEY,
      cluster: 'mt1',
      pageHost: true,
      wsPort: Number(one.PUSHER_PORT),
      forceTLS: false,
    });
    const app = { appId: one.PUSHER_APP_ID!, key: one.PUSHER_APP_KEY!, secret: one.PUSHER_APP_SECRET! };
    await expect(sdk(app, Number(one.PUSHER_PORT)).trigger('news', 'changed', {})).resolves.toBeTruthy();
  });

  it('ends with the app process, however that ends', async () => {
    const beside = path.resolve(import.meta.dirname, '../../realtime-server/beside.mjs');
    const script = `const { startBesideApp } = await import(${JSON.stringify(beside)}); const s = await startBesideApp({}); console.log('PORT=' + s.port);`;
    const parent = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    onTestFinished(() => {
      if (parent.exitCode === null) parent.kill('SIGKILL');
    });
    const port = await new Promise<string>((resolve) => {
      let out = '';
      parent.stdout.on('data', (d) => {
        out += d;
        const m = /PORT=(\d+)/.exec(out);
        if (m) resolve(m[1]);
      });
    });
    const reachable = () =>
      new Promise<boolean>((resolve) => {
        const s = net.connect(Number(port), '127.0.0.1', () => {
          s.destroy();
          resolve(true);
        });
        s.on('error', () => resolve(false));
      });
    expect(await reachable()).toBe(true);
    parent.kill('SIGKILL');
    await expect.poll(reachable, { timeout: 5000 }).toBe(false);
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
    // Beside the app on loopback: the host the page was opened on (as the request names it).
    expect(pageHostname(new Headers({ host: '127.0.0.2:3000' }))).toBe('127.0.0.2');
    expect(pageHostname(new Headers({ host: 'app:3000', 'x-forwarded-host': 'ops.office.lan' }))).toBe('ops.office.lan');
    expect(pageHostname(new Headers({ host: 'bad host/' }))).toBe('localhost');
    expect(realtimeSocketOrigins(realtimeClientConfig(local), 'ops.office.lan')).toEqual([
      'ws://ops.office.lan:6001',
      'wss://ops.office.lan:6001',
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
