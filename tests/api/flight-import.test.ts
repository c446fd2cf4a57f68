// POST /api/upload/import-flight and /samples/route-schedule.csv: dry run, all or nothing with line
// numbers, keyed so that the same file twice changes nothing, the create checks in file order.
import { beforeAll, describe, expect, it } from 'vitest';
import { importFlight, sampleScheduleCsv } from '@/server/api/flight-schedule';
import { db } from '@/server/db';
import { call, tokenFor } from '../support/api-client';
import * as cx from './crew-fixtures';

const TAG = 'I';
const DAY = '2031-09-15';
const HEADER = 'flight_date;flight_number;flight_type;flight_status;dep;arr;etd;eta;aircraft;pilot;copilot;base;notes';
let occ: string;
let net: Awaited<ReturnType<typeof cx.network>>;
let cpt: { id: number; crew_code: string };
let fo: { id: number; crew_code: string };

const form = (text: string, opts: { dryRun?: boolean; name?: string } = {}) => {
  const f = new FormData();
  f.set('file', new File([text], opts.name ?? 'schedules.csv', { type: 'text/csv' }));
  if (opts.dryRun) f.set('dry_run', '1');
  return f;
};
const upload = (text: string, opts: { dryRun?: boolean; name?: string; token?: string } = {}) =>
  call(importFlight, { token: opts.token ?? occ, raw: form(text, opts) });

const row = (
  n: string,
  etd: string,
  eta: string,
  extra: Partial<Record<'pilot' | 'copilot' | 'base' | 'notes' | 'status' | 'type', string>> = {},
) =>
  [
    DAY,
    n,
    extra.type ?? 'regular',
    extra.status ?? '1',
    net.dep.iata,
    net.arr.icao,
    etd,
    eta,
    net.registration,
    extra.pilot ?? cpt.crew_code,
    extra.copilot ?? fo.crew_code,
    extra.base ?? net.baseShort,
    extra.notes ?? '',
  ].join(';');

const numbersOnDay = async () =>
  (
    await db.routeSchedule.findMany({
      where: { fleet_id: net.fleetId },
      select: { flight_number: true },
      orderBy: { flight_number: 'asc' },
    })
  ).map((r) => r.flight_number);

beforeAll(async () => {
  occ = await tokenFor('airline_occ');
  net = await cx.network(TAG, { engines: 2 });
  cpt = await cx.readyPilot(TAG, net, [DAY]);
  fo = await cx.readyPilot(TAG, net, [DAY], { rank: 'first_officer' });
});

describe('import', () => {
  const file = () => [HEADER, row('ZI1', '07:00', '08:00'), row('zi2', '9:00', '10:30', { notes: 'Second; with a separator' })].join('\n');

  it('dry run shows each row as create and writes nothing', async () => {
    const res = await upload(file(), { dryRun: true });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({
      dry_run: true,
      created: 2,
      updated: 0,
      unchanged: 0,
      errors: 0,
      rows: [
        { line: 2, action: 'create', flight_number: 'ZI1', flight_date: DAY },
        { line: 3, action: 'create', flight_number: 'ZI2', flight_date: DAY },
      ],
    });
    expect(await numbersOnDay()).toEqual([]);
  });

  it('imports, then the same file again changes nothing, then an edited file updates', async () => {
    const first = await upload(file().replace('Second; with a separator', '"Second; with a separator"'));
    expect(first.status, first.text).toBe(200);
    expect(first.json).toEqual({ created: 2, updated: 0, unchanged: 0 });
    expect(await numbersOnDay()).toEqual(['ZI1', 'ZI2']);
    const stored = await db.routeSchedule.findFirstOrThrow({ where: { flight_number: 'ZI2' } });
    expect(stored).toMatchObject({
      flighttime_decimal: 1.5,
      pilot_id: cpt.id,
      copilot_id: fo.id,
      base_id: net.baseId,
      area_id: net.areaId,
      notes: 'Second; with a separator',
    });
    const updatedAt = stored.updated_at.getTime();

    const again = await upload(file().replace('Second; with a separator', '"Second; with a separator"'));
    expect(again.json).toEqual({ created: 0, updated: 0, unchanged: 2 });
    const dry = await upload(file().replace('Second; with a separator', '"Second; with a separator"'), { dryRun: true });
    expect(dry.json.rows.map((r: { action: string }) => r.action)).toEqual(['unchanged', 'unchanged']);
    expect((await db.routeSchedule.findFirstOrThrow({ where: { flight_number: 'ZI2' } })).updated_at.getTime()).toBe(updatedAt);

    // ZI1 moves by 30 minutes: an update (its own old slot does not count as an overlap); ZI3 is new.
    const edited = [
      HEADER,
      row('ZI1', '07:30', '08:30'),
      row('ZI2', '09:00', '10:30', { notes: 'Second; with a separator' }),
      row('ZI3', '12:00', '13:00'),
    ]
      .join('\n')
      .replace('Second; with a separator', '"Second; with a separator"');
    const preview = await upload(edited, { dryRun: true });
    expect(preview.json.rows.map((r: { action: string }) => r.action)).toEqual(['update', 'unchanged', 'create']);
    const done = await upload(edited);
    expect(done.json).toEqual({ created: 1, updated: 1, unchanged: 1 });
    const zi1 = await db.routeSchedule.findFirstOrThrow({ where: { flight_number: 'ZI1' } });
    expect(zi1.etd.toISOString()).toBe(`${DAY}T00:30:00.000Z`);
  });

  it('writes nothing when one line is bad, and names the line (header = line 1)', async () => {
    const before = await db.routeSchedule.count();
    const text = [
      HEADER,
      row('ZI10', '14:00', '15:00'),
      '',
      row('ZI11', '16:00', '15:30'),
      row('ZI12', '17:00', '18:00', { pilot: 'NOBODY' }),
    ].join('\n');
    const res = await upload(text);
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('validation');
    expect(res.json.error.rows).toEqual([
      { line: 4, message: 'ETA must be after ETD' },
      { line: 5, message: "pilot: unknown crew code 'NOBODY'" },
    ]);
    expect(res.json.error.message).toMatch(/^Line 4: ETA must be after ETD\. Nothing was imported \(2 lines with errors\)$/);
    expect(await db.routeSchedule.count()).toBe(before);

    const dry = await upload(text, { dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.json).toMatchObject({ created: 1, errors: 2 });
    expect(dry.json.rows[0]).toEqual({ line: 2, action: 'create', flight_number: 'ZI10', flight_date: DAY });
    expect(await db.routeSchedule.count()).toBe(before);
  });

  it('refuses a file with a NUL character (PostgreSQL stores none) with 400, and writes nothing', async () => {
    const before = await db.routeSchedule.count();
    const res = await upload([HEADER, row('ZI13', '07:00', '08:00', { notes: 'bad\u0000note' })].join('\n'));
    expect(res.status).toBe(400);
    expect(res.json.error.fields.file).toBe('Text may not contain a NUL character');
    expect(await db.routeSchedule.count()).toBe(before);
  });

  it('checks rows in order, each against the rows above it, and refuses duplicate keys in the file', async () => {
    const before = await db.routeSchedule.count();
    const text = [HEADER, row('ZI20', '19:00', '20:00'), row('ZI21', '19:30', '20:30'), row('ZI20', '21:00', '21:30')].join('\r\n');
    const res = await upload(text, { dryRun: true });
    expect(res.json.rows).toEqual([
      { line: 2, action: 'create', flight_number: 'ZI20', flight_date: DAY },
      {
        line: 3,
        action: 'error',
        flight_number: 'ZI21',
        flight_date: DAY,
        message: expect.stringMatching(/is already on flight ZI20 at that time/),
      },
      { line: 4, action: 'error', flight_number: 'ZI20', flight_date: DAY, message: `Flight ZI20 on ${DAY} is already on line 2` },
    ]);
    expect(await db.routeSchedule.count()).toBe(before);
  });

  it('runs the crew checks of create', async () => {
    const sick = await cx.readyPilot(TAG, net, [], { name: 'Zqx Importsick' });
    await cx.roster(sick.id, DAY, 3);
    const res = await upload([HEADER, row('ZI30', '05:00', '06:00', { pilot: sick.crew_code })].join('\n'));
    expect(res.status).toBe(400);
    expect(res.json.error.rows).toEqual([{ line: 2, message: `Capt. Zqx Importsick is not rostered to fly on ${DAY} (Sick)` }]);
  });

  it('reads comma-separated files, status names and optional columns', async () => {
    const text = [
      'flight_date,flight_number,flight_type,dep,arr,etd,eta,aircraft,pilot,flight_status',
      `${DAY},ZI40,Charter,${net.dep.icao},${net.arr.iata},22:00,22:45,${net.registration.toLowerCase()},${cpt.crew_code},plan`,
    ].join('\n');
    const res = await upload(text, { dryRun: true });
    expect(res.json.rows).toEqual([{ line: 2, action: 'create', flight_number: 'ZI40', flight_date: DAY }]);
  });

  it.each([
    ['an empty file', '', /empty/],
    ['a header only', HEADER, /no rows below the header/],
    ['a missing column', 'flight_date;flight_number', /^Line 1: .*missing flight_type/],
    ['an unknown column', `${HEADER};gate`, /unknown gate/],
    ['an unclosed quote', `${HEADER}\n"${DAY};X`, /not valid CSV/],
  ])('answers 400 for %s', async (_name, text, message) => {
    const res = await upload(text || ' ');
    expect(res.status).toBe(400);
    expect(res.json.error.message).toMatch(message);
  });

  it('answers 400 without a file or with another file type, 401 without a token, 403 for roles without schedules', async () => {
    const none = await call(importFlight, { token: occ, raw: new FormData() });
    expect(none.status).toBe(400);
    expect(none.json.error.fields).toEqual({ file: 'Please choose a CSV file' });
    const pdf = await upload(HEADER, { name: 'a.pdf' });
    expect(pdf.json.error.fields).toEqual({ file: 'The file must be a .csv file' });
    expect((await call(importFlight, { raw: form(HEADER) })).status).toBe(401);
    for (const role of ['airline_media', 'airline_finance']) {
      expect((await upload(HEADER, { token: await tokenFor(role) })).status, role).toBe(403);
    }
  });
});

describe('/samples/route-schedule.csv', () => {
  it('serves a fixed illustrative file to anyone, as a CSV attachment with the import columns', async () => {
    const res = await call(sampleScheduleCsv);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="route-schedule.csv"/);
    expect(res.text.split('\r\n')[0]).toBe(HEADER);
    expect(res.text).toContain('PK-ABC');
  });

  it('gives a scheduler rows built from the database that import as they are', async () => {
    // Tomorrow's crew and aircraft for this test: a captain and a first officer on duty, rated.
    const tomorrow = new Date(Date.now() + 7 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
    const live = await cx.network(TAG, { engines: 2 });
    await cx.readyPilot(TAG, live, [tomorrow]);
    await cx.readyPilot(TAG, live, [tomorrow], { rank: 'first_officer' });
    const res = await call(sampleScheduleCsv, { token: occ });
    expect(res.status).toBe(200);
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines[1]).toContain(tomorrow);
    expect(res.text).not.toContain('PK-ABC');
    const before = await db.routeSchedule.count();
    const dry = await upload(res.text, { dryRun: true });
    expect(dry.status, dry.text).toBe(200);
    expect(dry.json.errors, JSON.stringify(dry.json.rows)).toBe(0);
    expect(dry.json.created).toBe(lines.length - 1);
    expect(await db.routeSchedule.count()).toBe(before);
  });
});
