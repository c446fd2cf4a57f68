// The app as staff get it: a production build served by `next start` over a throwaway database.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../scripts/db.mjs';
import { CHROMIUM } from './browser';
import { createTestDatabase, ROOT } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    e2eDatabaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`Chromium is missing at ${CHROMIUM}: install Debian's package with 'apt-get install -y chromium'`);
  }
  const next = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
  if (!fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
    const built = spawnSync(process.execPath, [next, 'build'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (built.status !== 0) throw new Error('next build failed');
  }
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-e2e-uploads-'));
  const db = await createTestDatabase('e2e', { UPLOAD_DIR: uploadDir });
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  let output = '';
  const server: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'scripts', 'serve.mjs'), '-p', String(port)], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: db.url,
      UPLOAD_DIR: uploadDir,
      NEXTAUTH_SECRET: 'e2e-secret-not-for-production',
      NEXTAUTH_URL: baseURL,
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => {
    output += d;
  });
  server.stderr?.on('data', (d) => {
    output += d;
  });
  const deadline = Date.now() + 60_000;
  while (true) {
    const ok = await fetch(`${baseURL}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`the app did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  project.provide('baseURL', baseURL);
  project.provide('e2eDatabaseUrl', db.url);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await db.teardown();
    fs.rmSync(uploadDir, { recursive: true, force: true });
    if (/\[api\].*failed/.test(output)) console.warn(`server errors during e2e:\n${output}`);
  };
}
