// The generic resource (server/crud): scope(user) limits what a caller sees and changes, and a definition
// without create / update / delete builds no such route. Uses a test-only definition: the areas' own, scoped.
import { beforeAll, describe, expect, it } from 'vitest';
import { defineResource } from '@/server/crud/resource';
import { collectionRoutes, itemRoutes, searchRoute } from '@/server/crud/routes';
import { db } from '@/server/db';
import { areas } from '@/server/resources/flight/network';
import { call, tokenFor } from '../support/api-client';

/** Root sees every area; anyone else only those whose code starts with SC. */
const scopedAreas = defineResource({
  ...areas,
  path: '/api/test/scoped-area',
  tag: 'Test',
  defaultSort: { field: 'code', order: 'asc' },
  scope: (user) => (user.role === 'root' ? {} : { code: { startsWith: 'SC' } }),
});
const collection = collectionRoutes(scopedAreas);
const item = itemRoutes(scopedAreas);
const search = searchRoute(scopedAreas);

let admin: string;
let inside: number;
let outside: number;
beforeAll(async () => {
  admin = await tokenFor('admin');
  inside = (await db.area.create({ data: { name: 'Scoped inside', code: 'SCIN' }, select: { id: true } })).id;
  outside = (await db.area.create({ data: { name: 'Scoped outside', code: 'OUTX' }, select: { id: true } })).id;
});

describe('generic resource: scope(user)', () => {
  it('lists and searches only the rows in scope', async () => {
    const list = await call(collection.GET, { token: admin, query: { q: 'Scoped' } });
    expect(list.status).toBe(200);
    expect(list.json.data.map((a: { code: string }) => a.code)).toEqual(['SCIN']);
    expect(list.json.total).toBe(1);
    const found = await call(search, { token: admin, query: { q: 'Scoped' } });
    expect(found.json.data.map((a: { code: string }) => a.code)).toEqual(['SCIN']);
    const root = await call(collection.GET, { token: await tokenFor('root'), query: { q: 'Scoped' } });
    expect(root.json.total).toBe(2);
  });

  it('answers 404 for get, update and delete of a row outside the scope, and leaves it as it was', async () => {
    const params = { id: String(outside) };
    for (const res of [
      await call(item.GET, { token: admin, params }),
      await call(item.PUT, { token: admin, params, body: { name: 'Taken over' } }),
      await call(item.DELETE, { token: admin, params }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json.error).toEqual({ code: 'not_found', message: `area ${outside} not found` });
    }
    expect(await db.area.findUnique({ where: { id: outside }, select: { name: true } })).toEqual({ name: 'Scoped outside' });
  });

  it('reads and changes rows in scope', async () => {
    const params = { id: String(inside) };
    expect((await call(item.GET, { token: admin, params })).json).toMatchObject({ id: inside, code: 'SCIN', _count: { bases: 0 } });
    expect((await call(item.PUT, { token: admin, params, body: { description: 'in scope' } })).json).toEqual({ id: inside });
    expect((await call(item.DELETE, { token: admin, params })).json).toEqual({ affected: 1 });
  });
});

describe('generic resource: optional operations', () => {
  const readOnly = defineResource({
    path: '/api/test/read-only-area',
    tag: 'Test',
    label: 'area',
    permission: 'flight.area-base',
    model: 'area',
    row: areas.row,
    query: areas.query,
    select: areas.select,
    search: ['name'],
    defaultSort: { field: 'name', order: 'asc' },
    remove: false,
  });

  it('builds no POST, PUT or DELETE for a definition without create, update and delete', () => {
    expect(Object.keys(collectionRoutes(readOnly))).toEqual(['GET']);
    expect(Object.keys(itemRoutes(readOnly))).toEqual(['GET']);
  });
});
