// Stock levels (GET /api/marine/inventory): per item on hand, reserved, available = on hand - reserved, and
// low when available is at or below the item's threshold. One SQL statement, sorted and paged in the database.
import { Prisma } from '@/lib/generated/prisma/client';
import type { ShopUnit } from '@/lib/rules/shop-unit';
import { type InventoryQuery, inventoryRow } from '@/lib/schemas/marine/stock';
import { containing } from '@/server/crud/like';
import type { Client } from '@/server/crud/model';
import { notFound } from '@/server/http/errors';

const SORT: Record<NonNullable<InventoryQuery['sort']>, Prisma.Sql> = {
  sku: Prisma.sql`i.sku`,
  product_name: Prisma.sql`p.name`,
  on_hand: Prisma.sql`i.on_hand`,
  reserved: Prisma.sql`i.reserved`,
  available: Prisma.sql`(i.on_hand - i.reserved)`,
};

const COLUMNS = Prisma.sql`
  i.id, i.sku, i.product_id, p.name AS product_name, p.category_id, c.name AS category_name, s.name AS size_name,
  i.price, i.weight, i.on_hand, i.reserved, i.on_hand - i.reserved AS available, i.low_stock,
  (i.on_hand - i.reserved) <= i.low_stock AS low`;
const FROM = Prisma.sql`
  FROM marine_product_items i
  JOIN marine_products p ON p.id = i.product_id
  JOIN marine_categories c ON c.id = p.category_id
  JOIN marine_sizes s ON s.id = i.size_id`;

export async function listInventory(db: Client, unit: ShopUnit, q: InventoryQuery) {
  const conditions: Prisma.Sql[] = [Prisma.sql`p.unit = ${unit}`];
  if (q.q) {
    const like = containing(q.q);
    conditions.push(Prisma.sql`(i.sku ILIKE ${like} OR p.name ILIKE ${like})`);
  }
  if (q.category) conditions.push(Prisma.sql`p.category_id = ${q.category}`);
  if (q.low === 'true') conditions.push(Prisma.sql`(i.on_hand - i.reserved) <= i.low_stock`);
  if (q.low === 'false') conditions.push(Prisma.sql`(i.on_hand - i.reserved) > i.low_stock`);
  const where = Prisma.join(conditions, ' AND ');
  const sort = SORT[q.sort ?? 'sku'];
  const dir = q.order === 'desc' ? Prisma.sql`DESC` : Prisma.sql`ASC`;
  const [rows, count] = await Promise.all([
    db.$queryRaw<unknown[]>`SELECT ${COLUMNS} ${FROM} WHERE ${where} ORDER BY ${sort} ${dir}, i.id ${dir}
      LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
    db.$queryRaw<{ total: bigint }[]>`SELECT count(*) AS total ${FROM} WHERE ${where}`,
  ]);
  return { total: Number(count[0]?.total ?? 0), data: rows.map((r) => inventoryRow.parse(r)) };
}

export async function getInventory(db: Client, unit: ShopUnit, id: number) {
  const rows = await db.$queryRaw<unknown[]>`SELECT ${COLUMNS} ${FROM} WHERE i.id = ${id} AND p.unit = ${unit}`;
  if (!rows[0]) throw notFound(`item ${id} not found`);
  return inventoryRow.parse(rows[0]);
}
