// Who may read an uploaded file (GET /api/upload/{id}): whoever may read a record that uses it, by that
// record's own access, and while nothing uses it only whoever uploaded it; everyone else 404. A record takes
// only its writer's uploads (or those it has already): another record's file cannot be borrowed. The tables
// that use uploads come from the database's catalog, and each has a reader.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicationCollection, candidateCollection } from '@/server/api/careers-candidates';
import { marineTrxCreate, marineTrxUpdate } from '@/server/api/marine-orders';
import { purchaseCollection, purchaseItem } from '@/server/api/purchase';
import { swsTrxCreate } from '@/server/api/sws-orders';
import { upload, uploadFile } from '@/server/api/uploads';
import { newsCollection } from '@/server/api/web-news';
import { db } from '@/server/db';
import { UPLOAD_READERS } from '@/server/upload-access';
import { uploadRefs } from '@/server/upload-refs';
import { byId, call, tokenFor } from '../support/api-client';
import { posting, unique, uniqueEmail, uploadedPdf } from './careers-fixtures';
import { catalogue, customer } from './marine-fixtures';
import { requestBody } from './purchase-fixtures';

const ROLES = [
  'root',
  'admin',
  'manager',
  'hrd',
  'hrd_expat',
  'watersports_cs',
  'marine_warehouse',
  'marine_cs',
  'airline_pilot',
  'airline_cs',
  'airline_media',
  'airline_occ',
  'airline_base',
  'airline_finance',
  'airline_training',
] as const;
type Role = (typeof ROLES)[number];
const t = {} as Record<Role, string>;
beforeAll(async () => {
  for (const role of ROLES) t[role] = await tokenFor(role);
});

const userId = async (role: Role) =>
  (await db.user.findUniqueOrThrow({ where: { email: `${role}@example.com` }, select: { id: true } })).id;

/** The status of GET /api/upload/{id} for each role. */
async function readers(id: string, roles: readonly Role[]) {
  const out: Partial<Record<Role, number>> = {};
  for (const role of roles) out[role] = (await call(uploadFile, { token: t[role], params: { id } })).status;
  return out;
}
/** A PNG sent to POST /api/upload: its upload id. */
async function uploadedPng(token: string): Promise<string> {
  const bytes = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#0e7490' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], 'cover.png', { type: 'image/png' }));
  const res = await call(upload, { token, raw: form });
  expect(res.status, res.text).toBe(201);
  return res.json.id;
}
const all = (roles: readonly Role[], status: number) => Object.fromEntries(roles.map((r) => [r, status]));

describe('GET /api/upload/{id}: who may read a file', () => {
  it('a file nothing uses yet: its uploader only', async () => {
    const id = await uploadedPdf(t.airline_pilot);
    expect(await readers(id, ['airline_pilot', 'marine_cs', 'hrd', 'root'])).toEqual({
      airline_pilot: 200,
      marine_cs: 404,
      hrd: 404,
      root: 404,
    });
  });

  it("an expat candidate's passport: whoever may read the candidate (HR (Expat), management), not HR (Local) nor other units", async () => {
    const passport = await uploadedPdf(t.hrd_expat, 'passport.pdf');
    const res = await call(applicationCollection.POST, {
      token: t.hrd_expat,
      body: {
        posting_id: await posting('expat'),
        name: 'Pieter de Vries',
        email: uniqueEmail('pieter'),
        nationality: 'nl',
        documents: [{ upload_id: passport, kind: 'passport' }],
      },
    });
    expect(res.status, res.text).toBe(201);
    expect(await readers(passport, ['hrd_expat', 'manager', 'root', 'admin'])).toEqual(all(['hrd_expat', 'manager', 'root', 'admin'], 200));
    const refused = ['hrd', 'watersports_cs', 'marine_warehouse', 'airline_pilot'] as const;
    expect(await readers(passport, refused)).toEqual(all(refused, 404));
  });

  it("a purchase request's attachment: its creator, its lead and finance; not others", async () => {
    const file = await uploadedPdf(t.airline_occ, 'quote.pdf');
    const res = await call(purchaseCollection.POST, {
      token: t.airline_occ,
      body: requestBody(await userId('airline_base'), { attachments: [file] }),
    });
    expect(res.status, res.text).toBe(201);
    expect(await readers(file, ['airline_occ', 'airline_base', 'airline_finance', 'root'])).toEqual(
      all(['airline_occ', 'airline_base', 'airline_finance', 'root'], 200),
    );
    expect(await readers(file, ['airline_training', 'marine_cs', 'airline_pilot'])).toEqual(
      all(['airline_training', 'marine_cs', 'airline_pilot'], 404),
    );
  });

  it("an order's payment proof: the shop's own staff and the Customer screen; not the other shop", async () => {
    const proof = await uploadedPdf(t.marine_cs, 'transfer.pdf');
    const { items } = await catalogue([5]);
    const c = await customer();
    const res = await call(marineTrxCreate, {
      token: t.marine_cs,
      body: { customer_id: c.id, lines: [{ item_id: items[0].id, quantity: 1 }], payment_proof: proof },
    });
    expect(res.status, res.text).toBe(201);
    expect(await readers(proof, ['marine_cs', 'marine_warehouse', 'airline_cs', 'admin'])).toEqual(
      all(['marine_cs', 'marine_warehouse', 'airline_cs', 'admin'], 200),
    );
    expect(await readers(proof, ['watersports_cs', 'airline_pilot', 'hrd'])).toEqual(all(['watersports_cs', 'airline_pilot', 'hrd'], 404));
  });

  it("a marine product's image: who reads the marine catalogue; an article's cover: the media role", async () => {
    const image = await uploadedPdf(t.marine_warehouse, 'mask.pdf');
    const { product } = await catalogue([1]);
    await db.marineProduct.update({ where: { id: product.id }, data: { images: [image] } });
    expect(await readers(image, ['marine_warehouse', 'marine_cs', 'watersports_cs', 'airline_cs'])).toEqual({
      marine_warehouse: 200,
      marine_cs: 200,
      watersports_cs: 404,
      airline_cs: 404,
    });
    const cover = await uploadedPng(t.airline_media);
    const article = await call(newsCollection.POST, {
      token: t.airline_media,
      body: { title: unique('Cover'), body: '<p>x</p>', cover_id: cover },
    });
    expect(article.status, article.text).toBe(201);
    expect(await readers(cover, ['airline_media', 'marine_cs', 'airline_pilot'])).toEqual({
      airline_media: 200,
      marine_cs: 404,
      airline_pilot: 404,
    });
  });

  it('knows every table that refers to uploads, each with a reader', async () => {
    const refs = await uploadRefs(db);
    expect(refs.map((r) => `${r.table}.${r.column}`)).toEqual([
      'candidate_documents.upload_id',
      'marine_products.images',
      'news_articles.cover_id',
      'purchases.attachments',
      'shop_orders.payment_proof',
      'sws_scrapbook_images.upload_id',
    ]);
    for (const { table } of refs) expect(Object.keys(UPLOAD_READERS), table).toContain(table);
  });
});

describe("a record takes only its writer's uploads", () => {
  const borrowed = /was uploaded by someone else: upload the file yourself/;

  it("a payment proof: another shop's (or user's) file is 400 and changes nothing; the order keeps its own on update", async () => {
    const proof = await uploadedPdf(t.marine_cs, 'transfer.pdf');
    const [marine, sws] = [await catalogue([5]), await catalogue([5], { unit: 'watersports' })];
    const c = await customer();
    const mine = await call(marineTrxCreate, {
      token: t.marine_cs,
      body: { customer_id: c.id, lines: [{ item_id: marine.items[0].id, quantity: 1 }], payment_proof: proof },
    });
    expect(mine.status, mine.text).toBe(201);
    const before = await db.shopOrder.count({ where: { customer_id: c.id } });
    const theirs = await call(swsTrxCreate, {
      token: t.watersports_cs,
      body: { customer_id: c.id, lines: [{ item_id: sws.items[0].id, quantity: 1 }], payment_proof: proof },
    });
    expect(theirs.status).toBe(400);
    expect(theirs.json.error.fields.payment_proof).toMatch(borrowed);
    expect(await db.shopOrder.count({ where: { customer_id: c.id } })).toBe(before);
    // Another marine clerk may save the order with the proof it has, but not swap in someone else's file.
    const other = await uploadedPdf(t.airline_pilot);
    const swap = await call(marineTrxUpdate, {
      token: t.marine_warehouse,
      params: byId(mine.json.id),
      body: { version: 1, payment_proof: other },
    });
    expect(swap.status).toBe(400);
    const keep = await call(marineTrxUpdate, {
      token: t.marine_warehouse,
      params: byId(mine.json.id),
      body: { version: 1, payment_proof: proof },
    });
    expect(keep.status, keep.text).toBe(200);
  });

  it("a purchase attachment and a candidate's document: another user's file is 400", async () => {
    const file = await uploadedPdf(t.airline_occ, 'quote.pdf');
    const res = await call(purchaseCollection.POST, {
      token: t.airline_training,
      body: requestBody(await userId('airline_base'), { attachments: [file] }),
    });
    expect(res.status).toBe(400);
    expect(res.json.error.fields.attachments).toMatch(borrowed);
    const own = await call(purchaseCollection.POST, {
      token: t.airline_occ,
      body: requestBody(await userId('airline_base'), { attachments: [file] }),
    });
    expect(own.status, own.text).toBe(201);
    // root edits the request: the attachment it has stays; a file of someone else's is refused.
    const stranger = await uploadedPdf(t.marine_cs);
    const edit = await call(purchaseItem.PUT, { token: t.root, params: byId(own.json.id), body: { attachments: [file, stranger] } });
    expect(edit.status).toBe(400);
    expect((await call(purchaseItem.PUT, { token: t.root, params: byId(own.json.id), body: { attachments: [file] } })).status).toBe(200);

    const cv = await uploadedPdf(t.hrd);
    const candidate = await call(candidateCollection.POST, {
      token: t.hrd_expat,
      body: { name: 'Rina Pattinama', email: uniqueEmail('rina'), documents: [{ upload_id: cv, kind: 'cv' }] },
    });
    expect(candidate.status).toBe(400);
    expect(candidate.json.error.fields.documents).toMatch(borrowed);
  });
});
