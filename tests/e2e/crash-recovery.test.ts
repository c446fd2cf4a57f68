// Issue 17.3: `npm start`, writes in flight (purchase requests with their items and approvals, warehouse
// receipts with their lines), then SIGKILL to the app and the embedded PostgreSQL at once. Started again
// with no manual step, the app keeps every write it answered 2xx and shows nothing half-written.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { freePort } from '../../scripts/db.mjs';
import { ROOT } from '../support/database';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-crash-'));
let app: ChildProcess | null = null;
let port = 0;
let pgPort = 0;
let output = '';

/** `npm start` in its own process group (the app server and PostgreSQL are its children). */
async function start(): Promise<void> {
  app = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    detached: true,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(pgPort),
      DATABASE_URL: '',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  app.stdout?.on('data', (d) => {
    output += d;
  });
  app.stderr?.on('data', (d) => {
    output += d;
  });
  const healthy = () =>
    fetch(`http://localhost:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
  await expect
    .poll(async () => (app?.exitCode !== null ? 'exited' : (await healthy()) ? 'up' : 'starting'), { timeout: 280_000, intervals: [500] })
    .toBe('up')
    .catch((err) => {
      throw new Error(`the app did not start:\n${output.slice(-3000)}`, { cause: err });
    });
}

function killAll(signal: NodeJS.Signals) {
  if (app?.pid) {
    try {
      process.kill(-app.pid, signal);
    } catch {
      // already gone
    }
  }
}

async function api(token: string | null, method: string, url: string, body?: unknown) {
  const res = await fetch(`http://localhost:${port}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

async function tokenFor(role: string): Promise<string> {
  const res = await api(null, 'POST', '/api/login-admin', { email: `${role}@example.com`, password: 'Password123!' });
  return res.json?.token as string;
}

async function sql<T extends pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: `postgresql://postgres:postgres@127.0.0.1:${pgPort}/ops` });
  await c.connect();
  try {
    return (await c.query<T>(text, params)).rows;
  } finally {
    await c.end();
  }
}

test.afterAll(async () => {
  const running = app;
  const exited = running && running.exitCode === null && running.signalCode === null ? new Promise((r) => running.once('exit', r)) : null;
  killAll('SIGTERM');
  // npm start stops PostgreSQL before it exits; a stop that hangs is killed.
  if (exited) await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000).unref())]);
  killAll('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test.describe('a crash in the middle of writes', () => {
  test('loses nothing answered 2xx and shows nothing half-written after npm start again', async () => {
    test.setTimeout(900_000);
    [port, pgPort] = [await freePort(), await freePort()];
    await start();
    const [occ, base, warehouse] = await Promise.all(['airline_occ', 'airline_base', 'marine_warehouse'].map(tokenFor));
    const leadId = (await sql<{ id: number }>("SELECT id FROM users WHERE email = 'airline_base@example.com'"))[0].id;
    const items = (
      await sql<{ id: number }>(
        "SELECT i.id FROM marine_product_items i JOIN marine_products p ON p.id = i.product_id WHERE p.unit = 'marine' ORDER BY i.id LIMIT 3",
      )
    ).map((r) => r.id);

    const created: number[] = [];
    const approved: number[] = [];
    const receipts: number[] = [];
    let crashed = false;
    const purchases = async () => {
      for (let n = 0; !crashed; n++) {
        const res = await api(occ, 'POST', '/api/purchase', {
          company: `PT Crash Test ${n}`,
          lead_id: leadId,
          payment_type: 0,
          payment_due_date_single: '2026-12-15',
          items: [1, 2, 3].map((i) => ({ name: `Part ${i}`, amount: 1000 * i, quantity: i })),
        }).catch(() => null);
        // Answered means the whole answer arrived: the kill can land between a 201's headers and its body.
        if (res?.status !== 201 || typeof res.json?.id !== 'number') continue;
        const id = res.json.id;
        created.push(id);
        const step = await api(base, 'POST', `/api/purchase/${id}/approve`, { version: 1 }).catch(() => null);
        if (step?.status === 200) approved.push(id);
      }
    };
    const stock = async () => {
      for (let n = 0; !crashed; n++) {
        const res = await api(warehouse, 'POST', '/api/marine/master-mutation', {
          doc_type: 'receipt',
          reference: `CRASH-${n}`,
          lines: items.map((item_id, i) => ({ item_id, quantity: i + 1 })),
        }).catch(() => null);
        if (res?.status === 201 && typeof res.json?.id === 'number') receipts.push(res.json.id);
      }
    };
    const writers = [purchases(), purchases(), stock(), stock()];
    // The kill lands while every kind of write is under way: some requests approved, some receipts booked.
    await expect.poll(() => approved.length >= 5 && receipts.length >= 5, { timeout: 60_000 }).toBe(true);
    killAll('SIGKILL');
    crashed = true;
    await Promise.all(writers);
    const gone = app;
    if (gone && gone.exitCode === null && gone.signalCode === null) await new Promise((r) => gone.once('exit', r));
    expect(created.length).toBeGreaterThan(0);
    expect(receipts.length).toBeGreaterThan(0);

    await start();
    const requests = await sql<{ id: number; status: number; items: number }>(
      "SELECT p.id, p.status, (SELECT count(*)::int FROM purchase_items i WHERE i.purchase_id = p.id) AS items FROM purchases p WHERE p.company LIKE 'PT Crash Test %'",
    );
    const byId = new Map(requests.map((r) => [r.id, r]));
    expect(created.filter((id) => !byId.has(id))).toEqual([]);
    expect(approved.filter((id) => byId.get(id)?.status !== 1)).toEqual([]);
    expect(requests.filter((r) => r.items !== 3)).toEqual([]);
    const docs = await sql<{ id: number; lines: number; moves: number }>(
      `SELECT m.id, (SELECT count(*)::int FROM marine_master_mutation_lines l WHERE l.master_id = m.id) AS lines,
              (SELECT count(*)::int FROM marine_stock_mutations s WHERE s.master_id = m.id) AS moves
         FROM marine_master_mutations m WHERE m.reference LIKE 'CRASH-%'`,
    );
    const docIds = new Set(docs.map((d) => d.id));
    expect(receipts.filter((id) => !docIds.has(id))).toEqual([]);
    expect(docs.filter((d) => d.lines !== 3 || d.moves !== 3)).toEqual([]);
    // The ledger still adds up: each item's last 'after' is the sum of its moves.
    const ledger = await sql<{ item_id: number; net: number; last: number }>(
      `SELECT item_id, sum(CASE WHEN inout = 'in' THEN quantity ELSE -quantity END)::int AS net,
              (array_agg(after ORDER BY id DESC))[1] AS last
         FROM marine_stock_mutations WHERE item_id = ANY($1::int[]) GROUP BY item_id`,
      [items],
    );
    expect(ledger.filter((l) => l.net !== l.last)).toEqual([]);
  });
});
