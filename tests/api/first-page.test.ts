// A resource's first page for its server page (server/crud/first-page.ts): the page the URL asks for,
// read with the definition's page size and sort, and those defaults handed over with the rows, so the
// screen does not declare them again.
import { describe, expect, it } from 'vitest';
import { areaQuery } from '@/lib/schemas/flight/network';
import type { CurrentUser } from '@/server/auth/user';
import { firstPage, listDefaultsOf } from '@/server/crud/first-page';
import { crud } from '@/server/crud/resource';
import { db } from '@/server/db';
import { postings } from '@/server/resources/careers/postings';
import { fleets } from '@/server/resources/flight/fleet';
import { areas, bases } from '@/server/resources/flight/network';
import { swsProducts } from '@/server/resources/watersports/products';

const admin: CurrentUser = { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin', unit: null, tokenId: 0 };

describe('firstPage', () => {
  it("hands over the definition's page size and sort with the rows they read", async () => {
    const first = await firstPage(areas, db, {}, admin);
    expect(first.list).toEqual({ limit: 10, sort: 'name', order: 'asc' });
    expect(listDefaultsOf(bases)).toEqual({ limit: 25, sort: 'name', order: 'asc' });
    const expected = await crud(areas).list(db, areaQuery.parse({ limit: 10, sort: 'name', order: 'asc' }), admin);
    expect(first.initial).toEqual(expected);
  });

  it("names what the search box searches from the definition's search columns", async () => {
    expect((await firstPage(areas, db, {}, admin)).search).toBe('Search name or code');
    expect((await firstPage(bases, db, {}, admin)).search).toBe('Search name or short name');
    expect((await firstPage(fleets, db, {}, admin)).search).toBe('Search registration or serial number');
    // Watersports products search by name and SKU through their own filter: the screen says so itself.
    expect((await firstPage(swsProducts, db, {}, admin)).search).toBeUndefined();
  });

  it('reads only the parameters carrying its prefix, and a screen may open on another sort', async () => {
    const params = { 'areas.sort': 'code', 'areas.order': 'desc', 'areas.limit': '2', sort: 'id', 'bases.q': 'x' };
    const first = await firstPage(areas, db, params, admin, { prefix: 'areas.' });
    expect(first.prefix).toBe('areas.');
    const expected = await crud(areas).list(db, areaQuery.parse({ limit: 2, sort: 'code', order: 'desc' }), admin);
    expect(first.initial).toEqual(expected);
    const bySort = await firstPage(areas, db, {}, admin, { sort: 'code' });
    expect(bySort.list.sort).toBe('code');
    expect(bySort.initial).toEqual(await crud(areas).list(db, areaQuery.parse({ limit: 10, sort: 'code', order: 'asc' }), admin));
  });

  it('answers instants as ISO text, as the API sends them', async () => {
    const first = await firstPage(postings, db, {}, admin);
    expect(first.list).toEqual({ limit: 25, sort: 'closes_on', order: 'desc' });
    for (const row of first.initial.data) expect(typeof row.created_at).toBe('string');
  });
});
