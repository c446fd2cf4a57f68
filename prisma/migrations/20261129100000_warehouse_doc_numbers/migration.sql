-- Issue 41, item 13: warehouse documents numbered without gaps per unit and year (WH-2026-0075). A document
-- gets its number when it is posted, in the posting's transaction (a refused or rolled-back posting uses
-- none; a draft, which may be deleted, has none). The year is the office's (WIB). The unit is its items'.
-- Documents already posted are numbered here in the order they were posted (prisma/seed/marine.ts numbers
-- the demo data's the same way).
ALTER TABLE "marine_master_mutations" ADD COLUMN "unit" TEXT NOT NULL DEFAULT 'marine',
  ADD COLUMN "doc_year" INTEGER, ADD COLUMN "doc_number" INTEGER;
UPDATE "marine_master_mutations" m SET "unit" = p."unit"
  FROM "marine_master_mutation_lines" l
  JOIN "marine_product_items" i ON i."id" = l."item_id"
  JOIN "marine_products" p ON p."id" = i."product_id"
 WHERE l."master_id" = m."id";
WITH numbered AS (
  SELECT "id", extract(year FROM "posted_at" AT TIME ZONE 'Asia/Jakarta')::int AS y,
         row_number() OVER (PARTITION BY "unit", extract(year FROM "posted_at" AT TIME ZONE 'Asia/Jakarta') ORDER BY "posted_at", "id")::int AS n
    FROM "marine_master_mutations"
   WHERE "posted" AND "posted_at" IS NOT NULL
)
UPDATE "marine_master_mutations" m SET "doc_year" = numbered.y, "doc_number" = numbered.n FROM numbered WHERE m."id" = numbered."id";
CREATE UNIQUE INDEX "marine_master_mutations_unit_doc_year_doc_number_key" ON "marine_master_mutations"("unit", "doc_year", "doc_number");
