// The bad-input sweep, generated from the route table: every write route gets malformed path parameters
// and bodies (wrong types, huge strings, unknown fields, bad ids and dates), every list its query keys
// broken in turn, as admin (who passes every gate). No answer may be a 5xx or a success, and the
// database must be the same afterwards. A NUL character in any path segment, query value or body field is
// refused with a 4xx on every route, read or write, signed in and not (issue 39.8: it reached PostgreSQL,
// a 500). A route added later is swept without a test of its own.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, tokenFor } from '../support/api-client';
import { changedTables, dbFingerprint } from '../support/db-fingerprint';
import { type Route, routeTable } from '../support/route-table';
import { absentParams, BAD_PARAMS, malformedBodies, malformedQueries, nulTries } from '../support/sweep';

/** Signing in and out are the session's own business (tests/api/session.test.ts). */
const SKIP = new Set(['POST /api/login-admin', 'POST /api/logout']);

let routes: Route[];
let admin: string;

beforeAll(async () => {
  routes = (await routeTable()).filter((r) => !SKIP.has(`${r.method} ${r.path}`));
  admin = await tokenFor('admin');
});

describe('bad-input sweep', () => {
  it('refuses every malformed write with a 4xx and changes nothing', async () => {
    const before = await dbFingerprint(inject('databaseUrl'));
    const wrong: string[] = [];
    let sent = 0;
    for (const route of routes.filter((r) => r.method !== 'GET')) {
      const { spec } = route.handler;
      const name = `${route.method} ${route.path}`;
      const tries: { what: string; params: Record<string, string>; body?: unknown; raw?: string }[] = [];
      // A real-looking body with a bad path parameter, and each malformed body on a path naming no row.
      for (const bad of route.path.includes('{') ? BAD_PARAMS : [])
        tries.push({ what: `param ${bad}`, params: absentParams(route.path, bad), body: spec.body && !spec.multipart ? {} : undefined });
      if (spec.multipart) tries.push({ what: 'JSON instead of a file', params: absentParams(route.path), body: { file: 'x' } });
      for (const v of malformedBodies(spec)) tries.push({ what: v.what, params: absentParams(route.path), body: v.body });
      if (spec.body && !spec.multipart) tries.push({ what: 'broken JSON', params: absentParams(route.path), raw: '{"a":' });
      sent += tries.length;
      const answers = await Promise.all(
        tries.map((t) =>
          call(route.handler, {
            token: admin,
            params: t.params,
            body: t.body,
            raw: t.raw,
            headers: t.raw ? { 'content-type': 'application/json' } : undefined,
          }),
        ),
      );
      answers.forEach((res, i) => {
        if (res.status < 400 || res.status >= 500) wrong.push(`${name} with ${tries[i].what}: ${res.status} ${res.text.slice(0, 160)}`);
      });
    }
    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThan(1500);
    expect(changedTables(before, await dbFingerprint(inject('databaseUrl')))).toEqual([]);
  }, 600_000);

  it('answers every list with broken query values without a 5xx, and changes nothing', async () => {
    const before = await dbFingerprint(inject('databaseUrl'));
    const wrong: string[] = [];
    let sent = 0;
    for (const route of routes.filter((r) => r.method === 'GET')) {
      const variants = malformedQueries(route.handler.spec);
      sent += variants.length;
      const answers = await Promise.all(
        variants.map((v) =>
          call(route.handler, { token: admin, params: absentParams(route.path), query: v.body as Record<string, string> }),
        ),
      );
      answers.forEach((res, i) => {
        if (res.status >= 500) wrong.push(`GET ${route.path}?${variants[i].what}: ${res.status} ${res.text.slice(0, 160)}`);
      });
    }
    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThan(200);
    expect(changedTables(before, await dbFingerprint(inject('databaseUrl')))).toEqual([]);
  }, 600_000);

  it('refuses a NUL character in every path segment, query value and body field with a 4xx, signed in and not', async () => {
    const before = await dbFingerprint(inject('databaseUrl'));
    const wrong: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const tries = nulTries(route.handler.spec);
      for (const token of [admin, undefined]) {
        sent += tries.length;
        const answers = await Promise.all(
          tries.map((t) => call(route.handler, { token, params: t.params, query: t.query, body: t.body, raw: t.raw })),
        );
        answers.forEach((res, i) => {
          if (res.status < 400 || res.status >= 500)
            wrong.push(
              `${route.method} ${route.path} ${token ? 'as admin' : 'signed out'} with ${tries[i].what}: ${res.status} ${res.text.slice(0, 160)}`,
            );
        });
      }
    }
    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
    expect(changedTables(before, await dbFingerprint(inject('databaseUrl')))).toEqual([]);
  }, 600_000);
});
