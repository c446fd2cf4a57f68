// The app as staff get it: a production build served as `npm start` serves it, over a throwaway database.
// Playwright runs this once before the browser tests; the environment it sets reaches every worker.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NEXT_BIN, startApp } from './app-server';
import { CHROMIUM } from './browser';
import { createTestDatabase, ROOT } from './database';

export default async function setup() {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`Chromium is missing at ${CHROMIUM}: install Debian's package with 'apt-get install -y chromium'`);
  }
  if (!fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
    const built = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (built.status !== 0) throw new Error('next build failed');
  }
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-e2e-uploads-'));
  const db = await createTestDatabase('e2e', { UPLOAD_DIR: uploadDir });
  // The browser tests see the backlog & help widget; tests/e2e/backlog-widget.test.ts also starts the app
  // without the switch and checks that the widget is absent there.
  const app = await startApp({ DATABASE_URL: db.url, UPLOAD_DIR: uploadDir, BACKLOG_WIDGET: 'true' });
  process.env.E2E_BASE_URL = app.baseURL;
  process.env.E2E_DATABASE_URL = db.url;
  return async () => {
    await app.stop();
    await db.teardown();
    fs.rmSync(uploadDir, { recursive: true, force: true });
    if (/\[api\].*failed/.test(app.output())) console.warn(`server errors during e2e:\n${app.output()}`);
  };
}
