// Who may read an uploaded file (GET /api/upload/{id} and its thumbnail): whoever may read a record that uses
// it, by that record's own permission and scope (a candidate's passport by whom may read the candidate: HR
// (Expat) for an expat applicant, not HR (Local)); while nothing uses it, only whoever uploaded it. Anyone else
// gets the 404 of an id that names no file. The records that use a file come from server/upload-refs.ts.
import { can } from '@/lib/access/permissions';
import type { Upload } from '@/lib/generated/prisma/client';
import type { CurrentUser } from '@/server/auth/user';
import { type Client, modelCalls } from '@/server/crud/model';
import { allOf } from '@/server/crud/paging';
import type { AnyResource } from '@/server/crud/resource';
import { notFound } from '@/server/http/errors';
import { candidates } from '@/server/resources/careers/candidates';
import { products } from '@/server/resources/marine/catalogue';
import { visibleWhere } from '@/server/resources/purchase/access';
import { orderScope } from '@/server/resources/shop/order-scope';
import { swsProducts } from '@/server/resources/watersports/products';
import { news } from '@/server/resources/web/news';
import { uploadUses } from '@/server/upload-refs';

/** Whether the caller may read a record of this table that uses the upload. */
type Reader = (db: Client, user: CurrentUser, uploadId: string) => Promise<boolean>;

/** Whether a row matching `where` is one the caller may read through the resource (its read permission and scope). */
async function readsThrough(db: Client, user: CurrentUser, def: AnyResource, where: object): Promise<boolean> {
  if (![def.readPermission ?? def.permission].flat().some((p) => can(user, p))) return false;
  const hooks: { scope?(user: CurrentUser): object } = def;
  return !!(await modelCalls(db, def.model).findFirst({ where: allOf(where, hooks.scope?.(user)), select: { id: true } }));
}

/** By table (as the catalog names it): a table that uses uploads without a reader here is readable by no one. */
export const UPLOAD_READERS: Record<string, Reader> = {
  candidate_documents: (db, user, id) => readsThrough(db, user, candidates, { documents: { some: { upload_id: id } } }),
  news_articles: (db, user, id) => readsThrough(db, user, news, { cover_id: id }),
  // Every post is shown to everyone with the Scrapbook screen.
  sws_scrapbook_images: async (_db, user) => can(user, 'watersports.scrapbook'),
  marine_products: async (db, user, id) =>
    (await readsThrough(db, user, products, { images: { has: id } })) || readsThrough(db, user, swsProducts, { images: { has: id } }),
  shop_orders: async (db, user, id) =>
    !!(await db.shopOrder.findFirst({ where: { payment_proof: id, ...orderScope(user) }, select: { id: true } })),
  purchases: async (db, user, id) =>
    can(user, 'purchase') &&
    !!(await db.purchase.findFirst({ where: { attachments: { has: id }, ...visibleWhere(user) }, select: { id: true } })),
};

/** The upload, when the caller may read it; 404 otherwise. */
export async function readableUpload(db: Client, user: CurrentUser, id: string): Promise<Upload> {
  const missing = () => notFound('File not found');
  const upload = await db.upload.findUnique({ where: { id } });
  if (!upload) throw missing();
  const tables = [...new Set((await uploadUses(db, [id])).map((u) => u.table))];
  if (!tables.length) {
    if (upload.user_id === user.id) return upload;
    throw missing();
  }
  for (const table of tables) if (await UPLOAD_READERS[table]?.(db, user, id)) return upload;
  throw missing();
}
