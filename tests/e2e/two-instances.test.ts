// Issue 17.4: two app instances (production build, each with its job queue) on one database. A session
// signed in on one works on the other and a logout on either ends it; a file uploaded through one is served
// by the other from a shared S3 bucket (s3rver); sign-in failures on one count on the other; a scheduled
// article is published once when due, by one of the instances' workers; a change written through one
// reaches a socket client whose subscription the other signed (one realtime server for both).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { type AppServer, startApp } from '../support/app-server';
import { DEMO_PASSWORD, launch, signIn } from '../support/browser';
import { e2eDatabaseUrl } from '../support/e2e-env';
import { startS3rver, type TestS3 } from '../support/s3rver';
import { client, connected, newApp, next, type RealtimeServer, startServer, subscribe } from '../unit/realtime-server-helpers';

let s3: TestS3;
let realtime: RealtimeServer;
const realtimeApp = newApp();
let one: AppServer;
let two: AppServer;
let browser: Browser | undefined;
const uploadDirs: string[] = [];

test.beforeAll(async () => {
  s3 = await startS3rver({ bucket: 'ops-two-instances' });
  realtime = await startServer(realtimeApp);
  const pusher = {
    PUSHER_APP_ID: realtimeApp.appId,
    PUSHER_APP_KEY: realtimeApp.key,
    PUSHER_APP_SECRET: realtimeApp.secret,
    PUSHER_HOST: '127.0.0.1',
    PUSHER_PORT: String(realtime.port),
  };
  const env = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-two-'));
    uploadDirs.push(dir);
    // Own upload folders, so that a file can only reach the other instance through the bucket. Loopback
    // is trusted for the per-address limit, so that this file's failures leave the suite's address alone.
    return {
      DATABASE_URL: e2eDatabaseUrl(),
      UPLOAD_DIR: dir,
      SIGNIN_TRUSTED_NETWORKS: '127.0.0.0/8,::1/128',
      ...s3.env,
      ...pusher,
    };
  };
  [one, two] = await Promise.all([startApp(env()), startApp(env())]);
});

test.afterAll(async () => {
  await browser?.close();
  await Promise.all([one?.stop(), two?.stop()]);
  await s3?.close();
  await realtime?.stop();
  for (const dir of uploadDirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await c.connect();
  try {
    return (await c.query<T>(text, values)).rows;
  } finally {
    await c.end();
  }
}

const api = (app: AppServer, p: string, init: RequestInit & { token?: string } = {}) => {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  return fetch(`${app.baseURL}${p}`, { ...init, headers });
};
const login = (app: AppServer, email: string, password = DEMO_PASSWORD) =>
  api(app, '/api/login-admin', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

async function tokenOn(app: AppServer, who: string): Promise<string> {
  const res = await login(app, `${who}@example.com`);
  expect(res.status).toBe(200);
  return (await res.json()).token;
}

test.describe('two app instances on one database', () => {
  test('a bearer token from one works on the other; a logout on the other ends it on both', async () => {
    const token = await tokenOn(one, 'manager');
    const me = await api(two, '/api/user', { token });
    expect(me.status).toBe(200);
    expect((await me.json()).email).toBe('manager@example.com');
    // A plain list reads the token in its own statement: the logout holds there too.
    const airports = '/api/flight/airport?limit=5';
    expect((await api(one, airports, { token })).status).toBe(200);
    expect((await api(two, '/api/logout', { method: 'POST', token })).status).toBe(200);
    for (const app of [one, two]) {
      expect((await api(app, '/api/user', { token })).status).toBe(401);
      expect((await api(app, airports, { token })).status).toBe(401);
    }
  });

  test("a browser signed in on one is signed in on the other (the cookie's session lives in the database)", async () => {
    browser = await launch();
    const context = await browser.newContext({ baseURL: one.baseURL });
    const page = await context.newPage();
    await signIn(page, 'manager');
    // Cookies are per host, not per port: the same session cookie goes to instance two.
    await page.goto(`${two.baseURL}/`);
    await page.getByTestId('app-shell').waitFor();
    expect(new URL(page.url()).pathname).not.toBe('/auth');
    expect((await context.request.get(`${two.baseURL}/api/user`)).status()).toBe(200);
    await context.close();
  });

  test('a file uploaded through one is served by the other from the bucket', async () => {
    const token = await tokenOn(one, 'airline_base');
    const bytes = Buffer.from(`load sheet PK-OPS ${Date.now()}\n`.repeat(50));
    const form = new FormData();
    form.append('file', new File([new Uint8Array(bytes)], 'loadsheet.txt', { type: 'text/plain' }));
    const up = await api(one, '/api/upload', { method: 'POST', token, body: form });
    expect(up.status, await up.clone().text()).toBe(201);
    const { id } = await up.json();
    const down = await api(two, `/api/upload/${id}`, { token: await tokenOn(two, 'airline_base') });
    expect(down.status).toBe(200);
    expect(Buffer.from(await down.arrayBuffer()).equals(bytes)).toBe(true);
    const [{ storage_key }] = await sql<{ storage_key: string }>('SELECT storage_key FROM uploads WHERE id = $1', [id]);
    expect(await s3.keys()).toContain(storage_key);
    for (const dir of uploadDirs) expect(fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).includes(id))).toEqual([]);
  });

  test('sign-in failures on one count on the other', async () => {
    const email = `nobody-${process.pid}-${Date.now()}@example.com`;
    for (let i = 0; i < 5; i++) expect((await login(one, email, 'wrong-password')).status).toBe(401);
    const refused = await login(two, email, 'wrong-password');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  test('a scheduled article is published when due, by one worker, once', async () => {
    test.setTimeout(90_000);
    const token = await tokenOn(one, 'airline_media');
    const schedule = async (at: Date): Promise<number> => {
      const res = await api(one, '/api/web/news', {
        method: 'POST',
        token,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          title: `Two instances ${process.pid}-${Date.now()}`,
          body: '<p>Timika apron reopens.</p>',
          status: 'scheduled',
          published_at: at.toISOString(),
        }),
      });
      expect(res.status, await res.clone().text()).toBe(201);
      return (await res.json()).id;
    };
    const statusOf = async (article: number) =>
      (await sql<{ status: string }>('SELECT status FROM news_articles WHERE id = $1', [article]))[0].status;
    const at = new Date(Date.now() + 4_000);
    const id = await schedule(at);
    expect(await statusOf(id)).toBe('scheduled');
    await expect.poll(() => statusOf(id), { timeout: 30_000, intervals: [500] }).toBe('published');
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    // The workers keep polling: once a later article is published too, still one run of the first's job.
    const later = await schedule(new Date(Date.now() + 1_000));
    await expect.poll(() => statusOf(later), { timeout: 30_000, intervals: [500] }).toBe('published');
    const runs = await sql<{ instance: string }>("SELECT instance FROM job_runs WHERE name = 'news-publish' AND key = $1", [String(id)]);
    expect(runs).toHaveLength(1);
    const jobs = await sql<{ state: string }>("SELECT state FROM pgboss.job WHERE name = 'news-publish' AND data->>'id' = $1", [
      String(id),
    ]);
    expect(jobs).toEqual([{ state: 'completed' }]);
    expect(one.output() + two.output()).toContain('[jobs] job queue started');
  });

  test('a change written through one reaches a socket subscribed through the other', async () => {
    const token = await tokenOn(two, 'airline_occ');
    const socket = client(realtimeApp, realtime.port, `${two.baseURL}/api/realtime/auth`, '', {
      channelAuthorization: {
        endpoint: `${two.baseURL}/api/realtime/auth`,
        transport: 'ajax',
        headers: { authorization: `Bearer ${token}` },
      },
    });
    try {
      await connected(socket);
      const { channel, error } = await subscribe(socket, 'private-changes-schedule');
      expect(error).toBeUndefined();
      // A seeded flight weeks ahead (no logbook yet), saved through instance one with its status unchanged.
      const [flight] = await sql<{ id: number; flight_number: string }>(
        'SELECT id, flight_number FROM route_schedules WHERE flight_date BETWEEN current_date + 20 AND current_date + 50 ORDER BY id LIMIT 1',
      );
      const occ = await tokenOn(one, 'airline_occ');
      const row = await (await api(one, `/api/flight/route-schedule/${flight.id}`, { token: occ })).json();
      const changed = next<{ summary: string; paths: string[] }>(channel, 'changed');
      const put = await api(one, `/api/flight/route-schedule/${flight.id}`, {
        method: 'PUT',
        token: occ,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ flight_status: row.flight_status }),
      });
      expect(put.status, await put.clone().text()).toBe(200);
      const event = await changed;
      expect(event.summary).toContain(`updated flight ${flight.flight_number}`);
      expect(event.paths.length).toBeGreaterThan(0);
    } finally {
      socket.disconnect();
    }
  });
});
