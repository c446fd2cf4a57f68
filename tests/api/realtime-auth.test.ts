// POST /api/realtime/auth (issue 16): only the caller's own channels are signed, with a signature the
// realtime server can verify; refusals for other people's, roles' and units' channels, malformed input,
// no sign-in and no realtime server. And the `changed` events the schedule, roster and manifest writes
// publish once committed (the pusher SDK's trigger is watched, no server needed).
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FLIGHT_CHANGES, MANIFEST_CHANGES, ROSTER_CHANGES } from '@/lib/realtime/changed-paths';
import { CHANGE_PATHS, EVENTS } from '@/lib/realtime/channels';
import { manifestCollection } from '@/server/api/flight-manifest';
import { scheduleItem } from '@/server/api/flight-schedule';
import { categoryCollection } from '@/server/api/marine-catalogue';
import { rosterCollection } from '@/server/api/pilot';
import { realtimeAuth } from '@/server/api/realtime';
import { db } from '@/server/db';
import { pusherClient, resetPusherClient } from '@/server/realtime/publish';
import { call, tokenFor } from '../support/api-client';
import { crewPilot, flight, network } from './crew-fixtures';

const ENV = {
  PUSHER_APP_ID: 'test-app',
  PUSHER_APP_KEY: 'test-key',
  PUSHER_APP_SECRET: 'test-secret',
  PUSHER_HOST: '127.0.0.1',
  PUSHER_PORT: '1',
};
const SOCKET = '1234.5678';

const form = (fields: Record<string, string>) => ({
  raw: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
const sign = (token: string, channel: string, socket = SOCKET) =>
  call(realtimeAuth, { token, ...form({ socket_id: socket, channel_name: channel }) });
const hmac = (text: string) => createHmac('sha256', ENV.PUSHER_APP_SECRET).update(text).digest('hex');
const userId = async (role: string) => (await db.user.findUniqueOrThrow({ where: { email: `${role}@example.com` } })).id;

let occ: string;
let media: string;
let marine: string;
let occId: number;
let flightId: number;
let net: Awaited<ReturnType<typeof network>>;

beforeAll(async () => {
  Object.assign(process.env, ENV);
  resetPusherClient();
  [occ, media, marine] = await Promise.all(['airline_occ', 'airline_media', 'marine_cs'].map(tokenFor));
  occId = await userId('airline_occ');
  net = await network('W');
  flightId = (await flight({ ...net.flightDefaults, flight_date: '2047-02-03', etd: '08:00', eta: '09:15' })).id;
});

afterAll(() => {
  for (const key of Object.keys(ENV)) delete process.env[key];
  resetPusherClient();
});

describe('signing', () => {
  it("signs the caller's own person, role and unit channels with a signature that verifies", async () => {
    for (const channel of [`private-user-${occId}`, 'private-role-airline_occ', 'private-unit-airline']) {
      const res = await sign(occ, channel);
      expect(res.status, channel).toBe(200);
      expect(res.json.auth).toBe(`${ENV.PUSHER_APP_KEY}:${hmac(`${SOCKET}:${channel}`)}`);
      expect(res.json.channel_data).toBeUndefined();
    }
  });

  it('accepts JSON as well as the form pusher-js sends', async () => {
    const res = await call(realtimeAuth, { token: occ, body: { socket_id: SOCKET, channel_name: 'private-role-airline_occ' } });
    expect(res.status).toBe(200);
    expect(res.json.auth).toBe(`${ENV.PUSHER_APP_KEY}:${hmac(`${SOCKET}:private-role-airline_occ`)}`);
  });

  it('signs a flight presence channel for the manifest screen with who is there', async () => {
    const channel = `presence-flight-${flightId}`;
    const res = await sign(occ, channel);
    expect(res.status).toBe(200);
    const data = JSON.parse(res.json.channel_data);
    expect(data).toEqual({ user_id: String(occId), user_info: { name: 'Demo OCC', role: 'OCC' } });
    expect(res.json.auth).toBe(`${ENV.PUSHER_APP_KEY}:${hmac(`${SOCKET}:${channel}:${res.json.channel_data}`)}`);
  });

  it("signs the changes channels of the screens the caller's role reads", async () => {
    for (const topic of ['schedule', 'roster', 'manifest']) expect((await sign(occ, `private-changes-${topic}`)).status).toBe(200);
    expect((await sign(marine, 'private-changes-marine')).status).toBe(200);
  });
});

describe('refusals', () => {
  it('answers 401 without a sign-in', async () => {
    const res = await call(realtimeAuth, form({ socket_id: SOCKET, channel_name: 'private-role-airline_occ' }));
    expect(res.status).toBe(401);
  });

  it("answers 403 for another person's, role's or unit's channel", async () => {
    const other = await userId('airline_base');
    for (const channel of [`private-user-${other}`, 'private-role-airline_base', 'private-unit-marine', 'private-changes-other']) {
      const res = await sign(occ, channel);
      expect(res.status, channel).toBe(403);
      expect(res.json.error.code).toBe('forbidden');
    }
  });

  it("answers 403 for another unit's or screen's changes channel", async () => {
    for (const channel of ['private-changes-watersports', 'private-changes-news', 'private-changes-careers']) {
      expect((await sign(marine, channel)).status, channel).toBe(403);
    }
    expect((await sign(occ, 'private-changes-marine')).status).toBe(403);
  });

  it('answers 403 for the changes and presence channels of screens the role may not read', async () => {
    for (const channel of [
      'private-changes-schedule',
      'private-changes-roster',
      'private-changes-manifest',
      `presence-flight-${flightId}`,
    ]) {
      expect((await sign(marine, channel)).status, channel).toBe(403);
      expect((await sign(media, channel)).status, channel).toBe(403);
    }
  });

  it('answers 404 for the presence channel of an unknown flight', async () => {
    expect((await sign(occ, 'presence-flight-999999999')).status).toBe(404);
    expect((await sign(occ, 'presence-flight-99999999999')).status).toBe(404);
  });

  it('answers 400 for a malformed socket id, channel or body', async () => {
    const bad = [
      form({ socket_id: 'abc', channel_name: 'private-role-airline_occ' }),
      form({ socket_id: SOCKET, channel_name: 'public-news' }),
      form({ socket_id: SOCKET, channel_name: 'private-role-airline_occ;x' }),
      form({ socket_id: SOCKET }),
      form({ socket_id: SOCKET, channel_name: 'private-role-airline_occ', extra: '1' }),
      { raw: '{not json', headers: { 'content-type': 'application/json' } },
    ];
    for (const opts of bad) {
      const res = await call(realtimeAuth, { token: occ, ...opts });
      expect(res.status, opts.raw).toBe(400);
      expect(res.json.error.code).toBe('validation');
    }
  });

  it('answers 503 when no realtime server is configured', async () => {
    for (const key of Object.keys(ENV)) delete process.env[key];
    resetPusherClient();
    try {
      const res = await sign(occ, 'private-role-airline_occ');
      expect(res.status).toBe(503);
    } finally {
      Object.assign(process.env, ENV);
      resetPusherClient();
    }
  });
});

describe('changed events', () => {
  const watch = () => {
    const client = pusherClient();
    if (!client) throw new Error('no client');
    return vi.spyOn(client, 'trigger').mockResolvedValue({} as never);
  };

  it('publishes who changed which flight after the update commits, without the writing socket', async () => {
    const trigger = watch();
    const res = await call(scheduleItem.PUT, {
      token: occ,
      params: { id: String(flightId) },
      body: { notes: 'Live' },
      headers: { 'x-socket-id': '11.22' },
    });
    expect(res.status).toBe(200);
    await vi.waitFor(() => expect(trigger).toHaveBeenCalled());
    const [channels, event, data, params] = trigger.mock.calls[0] as unknown[];
    expect(channels).toEqual(['private-changes-schedule']);
    expect(event).toBe(EVENTS.changed);
    expect(data).toMatchObject({ paths: [...FLIGHT_CHANGES], by: { id: occId, name: 'Demo OCC' } });
    expect((data as { summary: string }).summary).toMatch(/^Demo OCC \(OCC\) updated flight \S+ on 03 Feb 2047$/);
    expect(params).toEqual({ socket_id: '11.22' });
    trigger.mockRestore();
  });

  it('publishes nothing for a refused write', async () => {
    const trigger = watch();
    const res = await call(scheduleItem.PUT, { token: occ, params: { id: String(flightId) }, body: { eta: '07:00' } });
    expect(res.status).toBe(400);
    await new Promise((r) => setTimeout(r, 100));
    expect(trigger).not.toHaveBeenCalled();
    trigger.mockRestore();
  });

  it('publishes roster and manifest changes on their own channels', async () => {
    const trigger = watch();
    const pilot = await crewPilot('W');
    const roster = await call(rosterCollection.POST, { token: occ, body: { pilot_id: pilot.id, duty_date: '2047-02-04', status: 0 } });
    expect(roster.status).toBe(201);
    const manifest = await call(manifestCollection.POST, {
      token: occ,
      body: { schedule: flightId, type: 'cargo', weight: 50, description: 'Spare wheel' },
    });
    expect(manifest.status).toBe(201);
    await vi.waitFor(() => expect(trigger).toHaveBeenCalledTimes(2));
    const byChannel = Object.fromEntries(
      trigger.mock.calls.map(([ch, , data]) => [(ch as string[])[0], data as { paths: string[]; summary: string }]),
    );
    expect(byChannel['private-changes-roster'].paths).toEqual([...ROSTER_CHANGES]);
    expect(byChannel['private-changes-roster'].summary).toContain('Day Off on 04 Feb 2047');
    expect(byChannel['private-changes-manifest'].paths).toEqual([...MANIFEST_CHANGES]);
    expect(byChannel['private-changes-manifest'].summary).toMatch(/added cargo Spare wheel to flight \S+ on 03 Feb 2047$/);
    trigger.mockRestore();
  });

  it("publishes a shop write on its unit's channel, with the shops' paths", async () => {
    const trigger = watch();
    const warehouse = await tokenFor('marine_warehouse');
    const res = await call(categoryCollection.POST, { token: warehouse, body: { name: `Live ${Date.now()}` } });
    expect(res.status).toBe(201);
    await vi.waitFor(() => expect(trigger).toHaveBeenCalled());
    const [channels, , data] = trigger.mock.calls[0] as unknown[];
    expect(channels).toEqual(['private-changes-marine']);
    expect(data).toMatchObject({ paths: [...CHANGE_PATHS.marine] });
    expect((data as { summary: string }).summary).toMatch(/ changed the marine shop$/);
    trigger.mockRestore();
  });
});
