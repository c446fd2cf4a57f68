-- The watersports shop (issue 13) keeps its catalogue and stock in the shop tables that the marine unit
-- uses (categories, products, items in sizes, the stock ledger, orders): one pipeline, parameterised by
-- unit. A category and a product belong to one unit; a watersports category names the kind of product
-- whose typed attributes (specs, defined in lib/rules/sws-specs.ts) its products carry.
ALTER TABLE "marine_categories" ADD COLUMN "unit" TEXT NOT NULL DEFAULT 'marine';
ALTER TABLE "marine_categories" ADD COLUMN "spec_kind" TEXT;
ALTER TABLE "marine_categories" ADD CONSTRAINT "marine_categories_unit_check" CHECK ("unit" IN ('marine', 'watersports'));

ALTER TABLE "marine_products" ADD COLUMN "unit" TEXT NOT NULL DEFAULT 'marine';
ALTER TABLE "marine_products" ADD COLUMN "specs" JSONB NOT NULL DEFAULT '{}';
ALTER TABLE "marine_products" ADD CONSTRAINT "marine_products_unit_check" CHECK ("unit" IN ('marine', 'watersports'));
CREATE INDEX "marine_products_unit_name_idx" ON "marine_products"("unit", "name");
CREATE INDEX "marine_categories_unit_idx" ON "marine_categories"("unit");
