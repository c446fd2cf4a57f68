-- IT inventory (issue 15, Snipe-IT's model): the group's IT assets and what happened to each. An asset is
-- deployed exactly while it has a holder (a staff user); check-out, check-in and status changes are
-- conditional updates on the status, so that of two parallel check-outs one wins. Every event is a history
-- row naming who did it and who holds (or held) the asset.
CREATE TABLE "inventory_assets" (
    "id" SERIAL NOT NULL,
    "asset_tag" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "serial" TEXT,
    "purchase_date" DATE,
    "purchase_cost" DECIMAL(18,2),
    "warranty_end" DATE,
    "status" TEXT NOT NULL DEFAULT 'deployable',
    "base_id" INTEGER,
    "location" TEXT,
    "holder_id" INTEGER,
    "expected_return" DATE,
    "notes" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "inventory_assets_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "inventory_assets_category_check" CHECK ("category" IN ('laptop', 'phone', 'tablet', 'radio', 'printer', 'other')),
    CONSTRAINT "inventory_assets_status_check" CHECK ("status" IN ('deployable', 'deployed', 'in_repair', 'retired')),
    CONSTRAINT "inventory_assets_holder_check" CHECK (("status" = 'deployed') = ("holder_id" IS NOT NULL)),
    CONSTRAINT "inventory_assets_cost_check" CHECK ("purchase_cost" IS NULL OR "purchase_cost" >= 0)
);
CREATE UNIQUE INDEX "inventory_assets_asset_tag_key" ON "inventory_assets"("asset_tag");
CREATE INDEX "inventory_assets_status_idx" ON "inventory_assets"("status");
CREATE INDEX "inventory_assets_category_idx" ON "inventory_assets"("category");
CREATE INDEX "inventory_assets_holder_id_idx" ON "inventory_assets"("holder_id");
CREATE INDEX "inventory_assets_base_id_idx" ON "inventory_assets"("base_id");
ALTER TABLE "inventory_assets" ADD CONSTRAINT "inventory_assets_base_id_fkey" FOREIGN KEY ("base_id") REFERENCES "bases"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "inventory_assets" ADD CONSTRAINT "inventory_assets_holder_id_fkey" FOREIGN KEY ("holder_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "inventory_history" (
    "id" SERIAL NOT NULL,
    "asset_id" INTEGER NOT NULL,
    "event" TEXT NOT NULL,
    "by_user_id" INTEGER,
    "for_user_id" INTEGER,
    "from_status" TEXT,
    "to_status" TEXT,
    "note" TEXT,
    "condition" TEXT,
    "expected_return" DATE,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "inventory_history_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "inventory_history_event_check" CHECK ("event" IN ('created', 'edited', 'checkout', 'checkin', 'status'))
);
CREATE INDEX "inventory_history_asset_id_at_idx" ON "inventory_history"("asset_id", "at");
CREATE INDEX "inventory_history_by_user_id_idx" ON "inventory_history"("by_user_id");
CREATE INDEX "inventory_history_for_user_id_idx" ON "inventory_history"("for_user_id");
ALTER TABLE "inventory_history" ADD CONSTRAINT "inventory_history_asset_id_fkey" FOREIGN KEY ("asset_id") REFERENCES "inventory_assets"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "inventory_history" ADD CONSTRAINT "inventory_history_by_user_id_fkey" FOREIGN KEY ("by_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "inventory_history" ADD CONSTRAINT "inventory_history_for_user_id_fkey" FOREIGN KEY ("for_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
