// Booking manifests (issue 5): every call, every bad input of spec 5 answered with its message and nothing
// written, a 200-entry flight in one page, totals against the payload, and the refusals.
import { beforeAll, describe, expect, it } from 'vitest';
import { manifestCollection, manifestItem, manifestSchedule } from '@/server/api/flight-manifest';
import { db } from '@/server/db';
import { call, tokenFor } from '../support/api-client';
import { flight, network } from './crew-fixtures';

const TAG = 'M';

let occ: string;
let base: string;
let manager: string;
let net: Awaited<ReturnType<typeof network>>;
let flightId: number;
let bigFlightId: number;

const passenger = { type: 'passenger', firstname: 'Budi', lastname: 'Santoso', familyname: 'Wijaya', weight: 70, bag: 1, bag_weight: 15 };
const cargo = { type: 'cargo', weight: 120, description: 'Medical supplies' };

const count = (scheduleId = flightId) => db.manifest.count({ where: { schedule_id: scheduleId } });

beforeAll(async () => {
  [occ, base, manager] = await Promise.all(['airline_occ', 'airline_base', 'manager'].map(tokenFor));
  net = await network(TAG);
  flightId = (await flight({ ...net.flightDefaults, flight_date: '2046-05-04', etd: '08:00', eta: '09:15' })).id;
  bigFlightId = (await flight({ ...net.flightDefaults, flight_date: '2046-05-05', etd: '08:00', eta: '09:15' })).id;
});

describe('refusals', () => {
  it('answers 401 without a token on every call', async () => {
    const calls = [
      call(manifestSchedule.GET, { params: { scheduleId: String(flightId) } }),
      call(manifestCollection.POST, { body: { schedule: flightId, ...passenger } }),
      call(manifestItem.GET, { params: { id: '1' } }),
      call(manifestItem.PUT, { params: { id: '1' }, body: { weight: 10 } }),
      call(manifestItem.DELETE, { params: { id: '1' } }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(401);
  });

  it.each(['airline_media', 'marine_cs', 'airline_finance'])('answers 403 to %s and writes nothing', async (role) => {
    const token = await tokenFor(role);
    const entry = await db.manifest.create({ data: { schedule_id: flightId, ...cargo, description: `refusal ${role}` } });
    const before = await count();
    const calls = [
      call(manifestSchedule.GET, { token, params: { scheduleId: String(flightId) } }),
      call(manifestCollection.POST, { token, body: { schedule: flightId, ...passenger } }),
      call(manifestItem.GET, { token, params: { id: String(entry.id) } }),
      call(manifestItem.PUT, { token, params: { id: String(entry.id) }, body: { weight: 10 } }),
      call(manifestItem.DELETE, { token, params: { id: String(entry.id) } }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.json.error.code).toBe('forbidden');
    }
    expect(await count()).toBe(before);
    expect((await db.manifest.findUniqueOrThrow({ where: { id: entry.id } })).weight).toBe(120);
    await db.manifest.delete({ where: { id: entry.id } });
  });
});

describe('create, read, update, delete', () => {
  it('adds a passenger (201 { id }) stamped with the user, and reads it back', async () => {
    const res = await call(manifestCollection.POST, { token: occ, body: { schedule: flightId, ...passenger, firstname: '  Budi ' } });
    expect(res.status).toBe(201);
    expect(Object.keys(res.json)).toEqual(['id']);
    const one = await call(manifestItem.GET, { token: occ, params: { id: String(res.json.id) } });
    expect(one.status).toBe(200);
    expect(one.json).toMatchObject({
      id: res.json.id,
      type: 'passenger',
      firstname: 'Budi',
      lastname: 'Santoso',
      familyname: 'Wijaya',
      weight: 70,
      schedule: flightId,
      user_name: expect.any(String),
      bag: 1,
      bag_weight: 15,
      description: null,
      status: 1,
    });
    expect(one.json.user).toBeGreaterThan(0);
    await db.manifest.delete({ where: { id: res.json.id } });
  });

  it('accepts digit strings as the form sends them, and a base manager may write', async () => {
    const res = await call(manifestCollection.POST, {
      token: base,
      body: { schedule: flightId, type: 'cargo', weight: '250', bag: '', bag_weight: '0', description: 'Spare tyre', status: '2' },
    });
    expect(res.status).toBe(201);
    const row = await db.manifest.findUniqueOrThrow({ where: { id: res.json.id } });
    expect(row).toMatchObject({ type: 'cargo', weight: 250, bag: 0, bag_weight: 0, description: 'Spare tyre', status: 2, firstname: null });
    await db.manifest.delete({ where: { id: row.id } });
  });

  it('updates an entry ({ id }) checking the row as it would be saved', async () => {
    const { id } = (await call(manifestCollection.POST, { token: occ, body: { schedule: flightId, ...passenger } })).json;
    const res = await call(manifestItem.PUT, { token: base, params: { id: String(id) }, body: { weight: '82', status: 2 } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id });
    expect(await db.manifest.findUniqueOrThrow({ where: { id } })).toMatchObject({ weight: 82, status: 2, firstname: 'Budi' });

    // Turning it into cargo without notes breaks spec 5 on the saved row.
    const bad = await call(manifestItem.PUT, { token: occ, params: { id: String(id) }, body: { type: 'cargo' } });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatchObject({
      code: 'validation',
      message: 'Please add notes for cargo',
      fields: { description: 'Please add notes for cargo' },
    });
    const blanked = await call(manifestItem.PUT, { token: occ, params: { id: String(id) }, body: { lastname: '' } });
    expect(blanked.status).toBe(400);
    expect(blanked.json.error.fields).toEqual({ lastname: 'Please input lastname' });
    expect(await db.manifest.findUniqueOrThrow({ where: { id } })).toMatchObject({ type: 'passenger', lastname: 'Santoso', weight: 82 });

    const moved = await call(manifestItem.PUT, { token: occ, params: { id: String(id) }, body: { schedule: 2_000_000_000 } });
    expect(moved.status).toBe(400);
    expect(moved.json.error.fields).toEqual({ schedule: 'Unknown schedule' });
    await db.manifest.delete({ where: { id } });
  });

  it('deletes an entry ({ affected: 1 }), then 404', async () => {
    const { id } = (await call(manifestCollection.POST, { token: occ, body: { schedule: flightId, ...cargo } })).json;
    const res = await call(manifestItem.DELETE, { token: occ, params: { id: String(id) } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ affected: 1 });
    expect(await db.manifest.findUnique({ where: { id } })).toBeNull();
    const again = await call(manifestItem.DELETE, { token: occ, params: { id: String(id) } });
    expect(again.status).toBe(404);
  });

  it('answers 404 for unknown entries and ids that are not ids', async () => {
    for (const id of ['2000000000', 'abc', '0', '99999999999']) {
      expect((await call(manifestItem.GET, { token: occ, params: { id } })).status).toBe(404);
      expect((await call(manifestItem.PUT, { token: occ, params: { id }, body: { weight: 5 } })).status).toBe(404);
      expect((await call(manifestItem.DELETE, { token: occ, params: { id } })).status).toBe(404);
    }
  });
});

describe('spec 5: each bad input answered with its message, nothing written', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['passenger without firstname', { ...passenger, firstname: '' }, 'firstname', 'Please input firstname'],
    ['passenger with a blank firstname', { ...passenger, firstname: '   ' }, 'firstname', 'Please input firstname'],
    ['passenger without lastname', { ...passenger, lastname: undefined }, 'lastname', 'Please input lastname'],
    ['passenger without familyname', { ...passenger, familyname: null }, 'familyname', 'Please input familyname'],
    ['passenger without weight', { ...passenger, weight: undefined }, 'weight', 'Please input weight of passenger'],
    ['passenger weighing 0', { ...passenger, weight: 0 }, 'weight', 'Please input weight of passenger'],
    ['passenger weighing ""', { ...passenger, weight: '' }, 'weight', 'Please input weight of passenger'],
    ['cargo without weight', { ...cargo, weight: null }, 'weight', 'Please input weight of cargo'],
    ['cargo weighing "0"', { ...cargo, weight: '0' }, 'weight', 'Please input weight of cargo'],
    ['cargo without notes', { ...cargo, description: undefined }, 'description', 'Please add notes for cargo'],
    ['cargo with blank notes', { ...cargo, description: ' ' }, 'description', 'Please add notes for cargo'],
    ['weight with a decimal point', { ...passenger, weight: '70.5' }, 'weight', 'weight accepts digits only'],
    ['negative weight', { ...passenger, weight: -70 }, 'weight', 'weight accepts digits only'],
    ['bag with letters', { ...passenger, bag: '2x' }, 'bag', 'bag accepts digits only'],
    ['fractional bag', { ...passenger, bag: 1.5 }, 'bag', 'bag accepts digits only'],
    ['bag_weight with a sign', { ...passenger, bag_weight: '-3' }, 'bag_weight', 'bag_weight accepts digits only'],
    ['unknown type', { ...passenger, type: 'crew' }, 'type', 'Please choose passenger or cargo'],
    ['unknown field', { ...passenger, seat: '1A' }, 'seat', 'Unknown field seat'],
    ['weight as an object', { ...passenger, weight: { kg: 70 } }, 'weight', 'Must be text or a number'],
  ];

  it.each(cases)('%s', async (_name, entry, field, message) => {
    const before = await count();
    const res = await call(manifestCollection.POST, { token: occ, body: { schedule: flightId, ...entry } });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('validation');
    expect(res.json.error.fields[field]).toBe(message);
    expect(res.json.error.message).toBe(Object.values(res.json.error.fields)[0]);
    expect(await count()).toBe(before);
  });

  it('answers every missing passenger field at once', async () => {
    const res = await call(manifestCollection.POST, { token: occ, body: { schedule: flightId, type: 'passenger' } });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toEqual({
      firstname: 'Please input firstname',
      lastname: 'Please input lastname',
      familyname: 'Please input familyname',
      weight: 'Please input weight of passenger',
    });
    expect(res.json.error.message).toBe('Please input firstname');
  });

  it('refuses an unknown or missing schedule on schedule', async () => {
    const before = await db.manifest.count();
    for (const schedule of [2_000_000_000, 0, undefined, 'x']) {
      const res = await call(manifestCollection.POST, { token: occ, body: { schedule, ...passenger } });
      expect(res.status).toBe(400);
      expect(res.json.error.fields.schedule).toMatch(/schedule/i);
    }
    expect(await db.manifest.count()).toBe(before);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await call(manifestCollection.POST, { token: occ, raw: '{', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
  });
});

describe("a flight's manifest", () => {
  it('answers the header, passengers first, and totals of what is on board', async () => {
    const ids: number[] = [];
    for (const body of [
      { ...passenger, firstname: 'Ani', weight: 60, bag: 1, bag_weight: 10 },
      { ...cargo, weight: 300, bag: 0, bag_weight: 0 },
      { ...passenger, firstname: 'Joko', weight: 80, bag: 2, bag_weight: 25, status: 2 },
      { ...passenger, firstname: 'Gone', weight: 90, bag: 3, bag_weight: 40, status: 0 },
    ])
      ids.push((await call(manifestCollection.POST, { token: occ, body: { schedule: flightId, ...body } })).json.id);

    const res = await call(manifestSchedule.GET, { token: base, params: { scheduleId: String(flightId) }, query: { page: 1, limit: 200 } });
    expect(res.status).toBe(200);
    expect(res.json.schedule).toMatchObject({
      id: flightId,
      flight_date: '2046-05-04',
      dep_iata: net.dep.iata,
      arr_iata: net.arr.iata,
      dep_cityname: net.dep.city,
      arr_cityname: net.arr.city,
      etd: '2046-05-04T01:00:00.000Z',
      eta: '2046-05-04T02:15:00.000Z',
      etd_local: '08:00',
      eta_local: '09:15',
      registration: net.registration,
      payload_kg: 1200,
    });
    expect(res.json.total).toBe(4);
    expect(res.json.data.map((r: { id: number }) => r.id)).toEqual([ids[0], ids[2], ids[3], ids[1]]);
    expect(res.json.data[1].status).toBe(2);
    expect(res.json.totals).toEqual({
      passengers: 2,
      bags: 3,
      passenger_weight: 140,
      bag_weight: 35,
      cargo_weight: 300,
      total_weight: 475,
      payload_kg: 1200,
      over: false,
    });

    // Over the aircraft's 1200 kg payload.
    const heavy = (await call(manifestCollection.POST, { token: occ, body: { schedule: flightId, ...cargo, weight: 800 } })).json.id;
    const over = await call(manifestSchedule.GET, { token: occ, params: { scheduleId: String(flightId) } });
    expect(over.json.totals).toMatchObject({ cargo_weight: 1100, total_weight: 1275, over: true });

    const cargoOnly = await call(manifestSchedule.GET, { token: occ, params: { scheduleId: String(flightId) }, query: { type: 'cargo' } });
    expect(cargoOnly.json.total).toBe(2);
    expect(cargoOnly.json.totals.passengers).toBe(2);
    await db.manifest.deleteMany({ where: { id: { in: [...ids, heavy] } } });
  });

  it('loads 200 entries on one flight in one page', async () => {
    await db.manifest.createMany({
      data: Array.from({ length: 200 }, (_, i) => ({
        schedule_id: bigFlightId,
        type: i % 4 === 3 ? 'cargo' : 'passenger',
        firstname: `F${i}`,
        lastname: 'L',
        familyname: 'K',
        weight: 5,
        bag: 1,
        bag_weight: 1,
        description: i % 4 === 3 ? 'Box' : null,
      })),
    });
    const res = await call(manifestSchedule.GET, {
      token: occ,
      params: { scheduleId: String(bigFlightId) },
      query: { page: 1, limit: 200 },
    });
    expect(res.status).toBe(200);
    expect(res.json.total).toBe(200);
    expect(res.json.data).toHaveLength(200);
    expect(new Set(res.json.data.map((r: { id: number }) => r.id)).size).toBe(200);
    expect(res.json.totals).toMatchObject({ passengers: 150, bags: 200, passenger_weight: 750, bag_weight: 200, cargo_weight: 250 });
    // The default page is the spec's 200 too.
    expect((await call(manifestSchedule.GET, { token: occ, params: { scheduleId: String(bigFlightId) } })).json.data).toHaveLength(200);
    const page2 = await call(manifestSchedule.GET, {
      token: occ,
      params: { scheduleId: String(bigFlightId) },
      query: { page: 2, limit: 150 },
    });
    expect(page2.json.data).toHaveLength(50);
  });

  it('caps the page at 200 and validates the query', async () => {
    for (const query of [{ limit: 201 }, { limit: 0 }, { page: 0 }, { type: 'crew' }, { sort: 'id' }] as Record<
      string,
      string | number
    >[]) {
      const res = await call(manifestSchedule.GET, { token: occ, params: { scheduleId: String(bigFlightId) }, query });
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe('validation');
    }
  });

  it('answers 404 for an unknown schedule', async () => {
    for (const scheduleId of ['2000000000', 'abc', '0']) {
      const res = await call(manifestSchedule.GET, { token: occ, params: { scheduleId } });
      expect(res.status).toBe(404);
    }
  });

  it('lets the manager read it', async () => {
    expect((await call(manifestSchedule.GET, { token: manager, params: { scheduleId: String(flightId) } })).status).toBe(200);
  });
});
