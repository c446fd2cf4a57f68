// The production build served as `npm start` serves it (scripts/serve.mjs, and the built-in realtime server
// beside it unless `env` names one) over a given database, answering once /api/health does.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { startBesideApp } from '../../realtime-server/beside.mjs';
import { freePort } from '../../scripts/db.mjs';
import { ROOT } from './database';

export const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const SERVE = path.join(ROOT, 'scripts', 'serve.mjs');

export interface AppServer {
  baseURL: string;
  /** Everything the server printed so far. */
  output: () => string;
  stop: () => Promise<void>;
}

export async function startApp(env: Record<string, string | undefined>): Promise<AppServer> {
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  let output = '';
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXTAUTH_SECRET: 'e2e-secret-not-for-production',
    NEXTAUTH_URL: baseURL,
    NEXT_TELEMETRY_DISABLED: '1',
    ...env,
  };
  const realtime = await startBesideApp(serverEnv);
  const server: ChildProcess = spawn(process.execPath, [SERVE, '-p', String(port)], {
    cwd: ROOT,
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => {
    output += d;
  });
  server.stderr?.on('data', (d) => {
    output += d;
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    await realtime?.stop();
  };
  const deadline = Date.now() + 60_000;
  while (true) {
    const ok = await fetch(`${baseURL}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline || server.exitCode !== null) {
      await stop();
      throw new Error(`the app did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { baseURL, output: () => output, stop };
}
