// Crew qualifications: type ratings and airport qualifications set with the crew member
// (fleet_type_ids, airport_ids), /api/pilot/load-pilot, /api/pilot/aircraft, /api/pilot/airport and
// /api/pilot/checked-out/{id}.
import { describe, expect, it } from 'vitest';
import {
  loadPilot,
  pilotAircraftCollection,
  pilotAircraftItem,
  pilotAirportCollection,
  pilotAirportItem,
  pilotCheckedOut,
  pilotCollection,
  pilotItem,
} from '@/server/api/pilot';
import { db } from '@/server/db';
import { byId, call, tokenFor } from '../support/api-client';
import * as crew from './crew-fixtures';
import * as fx from './flight-fixtures';
import { chief, finance, manager, net, pilotSetup, ppc } from './pilot-fixtures';

const { TAG, Q, body } = pilotSetup('D');

describe('/api/flight/pilot with fleet_type_ids and airport_ids (one transaction)', () => {
  const sets = async (pid: number) => {
    const [types, airports] = await Promise.all([
      db.pilotAircraft.findMany({ where: { pilot_id: pid }, orderBy: { fleet_type_id: 'asc' } }),
      db.pilotAirport.findMany({ where: { pilot_id: pid }, orderBy: { airport_id: 'asc' } }),
    ]);
    return { types, airports };
  };

  it('creates a crew member with their type ratings and airport qualifications (duplicates collapse)', async () => {
    const other = await fx.fleetType(TAG);
    const b = body({ fleet_type_ids: [other.id, net.fleetTypeId, other.id], airport_ids: [net.arrId, net.depId, net.arrId] });
    const created = await call(pilotCollection.POST, { token: chief, body: b });
    expect(created.status).toBe(201);
    const pid = created.json.id;
    const out = (await call(pilotCheckedOut, { token: chief, params: byId(pid) })).json;
    expect(out.aircraft.map((a: { fleet_type_id: number }) => a.fleet_type_id).sort()).toEqual([net.fleetTypeId, other.id].sort());
    expect(out.airports.map((a: { airport_id: number }) => a.airport_id).sort()).toEqual([net.depId, net.arrId].sort());
    expect(out.aircraft.every((a: { since: unknown; valid_until: unknown }) => a.since === null && a.valid_until === null)).toBe(true);
    const row = (await call(pilotItem.GET, { token: chief, params: byId(pid) })).json;
    expect(row.fleet_types.map((t: { id: number }) => t.id).sort()).toEqual([net.fleetTypeId, other.id].sort());
    // Empty sets on create: no rows.
    const bare = await call(pilotCollection.POST, { token: chief, body: body({ fleet_type_ids: [], airport_ids: [] }) });
    expect(bare.status).toBe(201);
    expect(await sets(bare.json.id)).toEqual({ types: [], airports: [] });
  });

  it('replaces the sets on update, keeping since and valid_until of the rows it keeps', async () => {
    const p = await crew.crewPilot(TAG);
    const t2 = await fx.fleetType(TAG);
    const t3 = await fx.fleetType(TAG);
    const kept = await crew.rating(p.id, net.fleetTypeId, { since: '2024-03-01', valid_until: '2027-02-28' });
    const dropped = await crew.rating(p.id, t2.id, { since: '2023-01-01' });
    const keptAirport = await db.pilotAirport.create({
      data: { pilot_id: p.id, airport_id: net.depId, since: new Date('2025-01-15T00:00:00Z'), valid_until: null },
    });
    await crew.airportQualification(p.id, net.arrId);

    const res = await call(pilotItem.PUT, {
      token: manager,
      params: byId(p.id),
      body: { name: `${p.name} Jr`, fleet_type_ids: [t3.id, net.fleetTypeId], airport_ids: [net.depId] },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: p.id });
    const after = await sets(p.id);
    expect(after.types.map((r) => r.fleet_type_id).sort()).toEqual([net.fleetTypeId, t3.id].sort());
    const keptAfter = after.types.find((r) => r.fleet_type_id === net.fleetTypeId);
    expect(keptAfter).toMatchObject({ id: kept.id, since: kept.since, valid_until: kept.valid_until });
    expect(after.types.find((r) => r.fleet_type_id === t3.id)).toMatchObject({ since: null, valid_until: null });
    expect(after.types.some((r) => r.id === dropped.id)).toBe(false);
    expect(after.airports).toEqual([keptAirport]);
    expect((await db.pilot.findUniqueOrThrow({ where: { id: p.id } })).name).toBe(`${p.name} Jr`);

    // An empty set removes them all.
    expect((await call(pilotItem.PUT, { token: manager, params: byId(p.id), body: { airport_ids: [] } })).status).toBe(200);
    expect((await sets(p.id)).airports).toEqual([]);
  });

  it('leaves the sets untouched when the arrays are left out', async () => {
    const p = await crew.crewPilot(TAG);
    const r = await crew.rating(p.id, net.fleetTypeId, { since: '2024-01-01' });
    const a = await crew.airportQualification(p.id, net.arrId);
    const res = await call(pilotItem.PUT, { token: chief, params: byId(p.id), body: { rank: 'first_officer' } });
    expect(res.status).toBe(200);
    expect(await sets(p.id)).toEqual({ types: [r], airports: [a] });
    // Only one of them given: the other stays.
    expect((await call(pilotItem.PUT, { token: chief, params: byId(p.id), body: { fleet_type_ids: [] } })).status).toBe(200);
    expect(await sets(p.id)).toEqual({ types: [], airports: [a] });
  });

  it('answers 400 on the field for an unknown id and writes nothing: neither the crew row nor any qualification', async () => {
    const b = body({ fleet_type_ids: [net.fleetTypeId, 999999], airport_ids: [net.depId] });
    const res = await call(pilotCollection.POST, { token: manager, body: b });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('validation');
    expect(res.json.error.fields).toEqual({ fleet_type_ids: 'Unknown aircraft type 999999' });
    const crewCode = b.crew_code.toUpperCase();
    expect(await db.pilot.count({ where: { crew_code: crewCode } })).toBe(0);
    expect(await db.pilotAirport.count({ where: { pilot: { crew_code: crewCode } } })).toBe(0);
    // The same body without the unknown id goes through: the refusal left nothing behind (no 409 on the code).
    expect((await call(pilotCollection.POST, { token: manager, body: { ...b, fleet_type_ids: [net.fleetTypeId] } })).status).toBe(201);

    const p = await crew.crewPilot(TAG);
    const r = await crew.rating(p.id, net.fleetTypeId, { since: '2024-05-05' });
    const upd = await call(pilotItem.PUT, {
      token: manager,
      params: byId(p.id),
      body: { name: 'Renamed', fleet_type_ids: [], airport_ids: [net.depId, 999998, 999997] },
    });
    expect(upd.status).toBe(400);
    expect(upd.json.error.fields).toEqual({ airport_ids: 'Unknown airports 999998, 999997' });
    expect((await db.pilot.findUniqueOrThrow({ where: { id: p.id } })).name).toBe(p.name);
    expect(await sets(p.id)).toEqual({ types: [r], airports: [] });

    const bad = await call(pilotItem.PUT, { token: manager, params: byId(p.id), body: { fleet_type_ids: [0] } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields['fleet_type_ids.0']).toBe('Please choose an aircraft type');
    const notList = await call(pilotItem.PUT, { token: manager, params: byId(p.id), body: { airport_ids: 5 } });
    expect(notList.status).toBe(400);
    expect(notList.json.error.fields.airport_ids).toBe('airport_ids must be a list of ids');
    // Refused roles write nothing either.
    expect((await call(pilotItem.PUT, { token: ppc, params: byId(p.id), body: { fleet_type_ids: [] } })).status).toBe(403);
    expect((await call(pilotItem.PUT, { params: byId(p.id), body: { fleet_type_ids: [] } })).status).toBe(401);
    expect(await sets(p.id)).toEqual({ types: [r], airports: [] });
  });
});

describe('/api/pilot/load-pilot', () => {
  it('answers the active crew for pickers, with the reference list limit', async () => {
    const other = await crew.network(TAG);
    const a = await crew.crewPilot(TAG, { base_id: other.baseId, rank: 'first_officer' });
    await crew.crewPilot(TAG, { base_id: other.baseId, status: 'inactive' });
    await crew.rating(a.id, other.fleetTypeId);
    await crew.rating(a.id, net.fleetTypeId);
    const res = await call(loadPilot, { token: ppc, query: { limit: 10000, base: other.baseId } });
    expect(res.json).toEqual({
      total: 1,
      data: [
        {
          id: a.id,
          name: a.name,
          crew_code: a.crew_code,
          rank: 'first_officer',
          base_id: other.baseId,
          fleet_type_ids: [net.fleetTypeId, other.fleetTypeId].sort((x, y) => x - y),
        },
      ],
    });
    expect(
      (await call(loadPilot, { token: ppc, query: { fleet_type: other.fleetTypeId } })).json.data.map((r: { id: number }) => r.id),
    ).toEqual([a.id]);
    expect((await call(loadPilot, { token: ppc, query: { page: 1 } })).status).toBe(400);
    expect((await call(loadPilot)).status).toBe(401);
  });
});

describe('/api/pilot/aircraft, /api/pilot/airport and checked-out', () => {
  /** POST as chief (201), then the new row as ppc reads it (`expected` and its id), the one row listed for the crew member. */
  async function addAndRead(
    collection: { POST: Parameters<typeof call>[0]; GET: Parameters<typeof call>[0] },
    item: { GET: Parameters<typeof call>[0] },
    body: { pilot_id: number } & Record<string, unknown>,
    expected: object,
  ) {
    const res = await call(collection.POST, { token: chief, body });
    expect(res.status).toBe(201);
    const row = (await call(item.GET, { token: ppc, params: byId(res.json.id) })).json;
    expect(row).toEqual({ id: res.json.id, ...expected });
    expect((await call(collection.GET, { token: ppc, query: { pilot: body.pilot_id } })).json).toEqual({ total: 1, data: [row] });
    return { id: res.json.id as number, row };
  }

  it('adds, reads, lists, updates and removes type ratings and airport qualifications', async () => {
    const p = await crew.crewPilot(TAG);
    const { id: ratingId, row: rating } = await addAndRead(
      pilotAircraftCollection,
      pilotAircraftItem,
      { pilot_id: p.id, fleet_type_id: net.fleetTypeId, since: '2024-01-01', valid_until: '2027-01-01' },
      {
        pilot_id: p.id,
        fleet_type_id: net.fleetTypeId,
        code: expect.any(String),
        name: expect.stringContaining(Q),
        since: '2024-01-01',
        valid_until: '2027-01-01',
      },
    );
    const { id: qualId, row: qual } = await addAndRead(
      pilotAirportCollection,
      pilotAirportItem,
      { pilot_id: p.id, airport_id: net.arrId },
      {
        pilot_id: p.id,
        airport_id: net.arrId,
        iata: net.arr.iata,
        icao: net.arr.icao,
        name: net.arr.name,
        since: null,
        valid_until: null,
      },
    );

    const out = (await call(pilotCheckedOut, { token: ppc, params: byId(p.id) })).json;
    const { pilot_id: _a, ...ratingOut } = rating;
    const { pilot_id: _b, ...qualOut } = qual;
    expect(out).toEqual({ pilot_id: p.id, aircraft: [ratingOut], airports: [qualOut] });

    expect((await call(pilotAircraftItem.PUT, { token: chief, params: byId(ratingId), body: { valid_until: null } })).json).toEqual({
      id: ratingId,
    });
    expect((await call(pilotAircraftItem.GET, { token: chief, params: byId(ratingId) })).json.valid_until).toBeNull();
    expect(
      (await call(pilotAirportItem.PUT, { token: chief, params: byId(qualId), body: { airport_id: net.depId, since: '2025-02-03' } }))
        .status,
    ).toBe(200);
    expect((await call(pilotAirportItem.GET, { token: chief, params: byId(qualId) })).json).toMatchObject({
      airport_id: net.depId,
      since: '2025-02-03',
    });
    expect((await call(pilotAircraftItem.DELETE, { token: chief, params: byId(ratingId) })).json).toEqual({ affected: 1 });
    expect((await call(pilotAirportItem.DELETE, { token: chief, params: byId(qualId) })).json).toEqual({ affected: 1 });
    expect((await call(pilotCheckedOut, { token: chief, params: byId(p.id) })).json).toEqual({
      pilot_id: p.id,
      aircraft: [],
      airports: [],
    });
    expect((await call(pilotAircraftItem.GET, { token: chief, params: byId(ratingId) })).status).toBe(404);
    expect((await call(pilotAirportItem.DELETE, { token: chief, params: byId(qualId) })).status).toBe(404);
  });

  it('answers 409 for a duplicate and 400 for an unknown crew member, type or airport or a backwards range', async () => {
    const p = await crew.crewPilot(TAG);
    await crew.rating(p.id, net.fleetTypeId);
    await crew.airportQualification(p.id, net.depId);
    const dup = await call(pilotAircraftCollection.POST, { token: manager, body: { pilot_id: p.id, fleet_type_id: net.fleetTypeId } });
    expect(dup.status).toBe(409);
    expect(dup.json.error.fields.fleet_type_id).toMatch(new RegExp(`^${p.name} already holds a type rating on `));
    const dupA = await call(pilotAirportCollection.POST, { token: manager, body: { pilot_id: p.id, airport_id: net.depId } });
    expect(dupA.status).toBe(409);
    expect(dupA.json.error.fields.airport_id).toBe(`${p.name} is already qualified for ${net.dep.iata}`);
    const cases: [typeof pilotAircraftCollection.POST, object, string, string][] = [
      [pilotAircraftCollection.POST, { pilot_id: 999999, fleet_type_id: net.fleetTypeId }, 'pilot_id', 'Unknown crew member'],
      [pilotAircraftCollection.POST, { pilot_id: p.id, fleet_type_id: 999999 }, 'fleet_type_id', 'Unknown aircraft type'],
      [pilotAirportCollection.POST, { pilot_id: p.id, airport_id: 999999 }, 'airport_id', 'Unknown airport'],
      [
        pilotAircraftCollection.POST,
        { pilot_id: p.id, fleet_type_id: net.fleetTypeId, since: '2025-01-02', valid_until: '2025-01-01' },
        'valid_until',
        'valid until must not be before since',
      ],
      [pilotAirportCollection.POST, { pilot_id: p.id }, 'airport_id', 'Please choose an airport'],
    ];
    for (const [handler, b, field, message] of cases) {
      const res = await call(handler, { token: manager, body: b });
      expect(res.status, JSON.stringify(b)).toBe(400);
      expect(res.json.error.fields[field]).toBe(message);
    }
    const rating = await crew.rating(p.id, (await fx.fleetType(TAG)).id, { since: '2025-06-01' });
    const back = await call(pilotAircraftItem.PUT, { token: manager, params: byId(rating.id), body: { valid_until: '2025-05-31' } });
    expect(back.status).toBe(400);
    expect(back.json.error.fields).toEqual({ valid_until: 'valid until must not be before since' });
    const toDup = await call(pilotAircraftItem.PUT, { token: manager, params: byId(rating.id), body: { fleet_type_id: net.fleetTypeId } });
    expect(toDup.status).toBe(409);
  });

  it('lets Crews roles write, Routes & Schedules read, and refuses others', async () => {
    const p = await crew.crewPilot(TAG);
    const rating = await crew.rating(p.id, net.fleetTypeId);
    const ppcRead = await call(pilotCheckedOut, { token: ppc, params: byId(p.id) });
    expect(ppcRead.status).toBe(200);
    expect((await call(pilotAircraftCollection.GET, { token: ppc, query: { pilot: p.id } })).status).toBe(200);
    expect(
      (await call(pilotAircraftCollection.POST, { token: ppc, body: { pilot_id: p.id, fleet_type_id: net.fleetTypeId } })).status,
    ).toBe(403);
    expect((await call(pilotAircraftItem.DELETE, { token: ppc, params: byId(rating.id) })).status).toBe(403);
    expect((await call(pilotAirportCollection.POST, { token: ppc, body: { pilot_id: p.id, airport_id: net.depId } })).status).toBe(403);
    for (const tok of [finance, await tokenFor('airline_media')]) {
      expect((await call(pilotCheckedOut, { token: tok, params: byId(p.id) })).status).toBe(403);
      expect((await call(pilotAircraftCollection.GET, { token: tok })).status).toBe(403);
      expect((await call(pilotAirportItem.GET, { token: tok, params: byId(1) })).status).toBe(403);
    }
    const airportQual = await crew.airportQualification(p.id, net.depId);
    const writes = [
      () => ({ handler: pilotAircraftCollection.POST, opts: { body: { pilot_id: p.id, fleet_type_id: net.fleetTypeId } } }),
      () => ({ handler: pilotAircraftItem.PUT, opts: { params: byId(rating.id), body: {} } }),
      () => ({ handler: pilotAircraftItem.DELETE, opts: { params: byId(rating.id) } }),
      () => ({ handler: pilotAirportCollection.POST, opts: { body: { pilot_id: p.id, airport_id: net.arrId } } }),
      () => ({ handler: pilotAirportItem.PUT, opts: { params: byId(airportQual.id), body: {} } }),
      () => ({ handler: pilotAirportItem.DELETE, opts: { params: byId(airportQual.id) } }),
    ];
    const reads = [
      { handler: pilotAircraftCollection.GET, opts: {} },
      { handler: pilotAircraftItem.GET, opts: { params: byId(rating.id) } },
      { handler: pilotAirportCollection.GET, opts: {} },
      { handler: pilotAirportItem.GET, opts: { params: byId(airportQual.id) } },
      { handler: pilotCheckedOut, opts: { params: byId(p.id) } },
    ];
    for (const w of writes) {
      const { handler, opts } = w();
      expect((await call(handler, { ...opts, token: ppc })).status, handler.spec.path).toBe(403);
      expect((await call(handler, opts)).status, handler.spec.path).toBe(401);
    }
    for (const { handler, opts } of reads) {
      expect((await call(handler, { ...opts, token: ppc })).status, handler.spec.path).toBe(200);
      expect((await call(handler, opts)).status, handler.spec.path).toBe(401);
    }
    for (const { handler, opts } of [
      { handler: pilotItem.PUT, opts: { params: byId(p.id), body: {} } },
      { handler: pilotItem.DELETE, opts: { params: byId(p.id) } },
    ]) {
      expect((await call(handler, opts)).status, handler.spec.path).toBe(401);
    }
    expect((await call(pilotCheckedOut, { token: manager, params: byId(999999) })).status).toBe(404);
  });
});
