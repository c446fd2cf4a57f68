-- Customers and the marine unit (issue 12): catalogue, stock ledger, warehouse documents, shop orders.
-- Money is whole IDR (INTEGER), weight whole grams. The CHECKs hold the stock rules even against a bug:
-- on hand and reserved never below zero, reserved never above on hand.

-- Customers draw their ids from the users' sequence: an id is a staff user's or a customer's, never both.
CREATE TABLE "customers" (
    "id" INTEGER NOT NULL DEFAULT nextval('users_id_seq'::regclass),
    "name" TEXT NOT NULL,
    "email" TEXT,
    "phone" TEXT,
    "address" TEXT,
    "city" TEXT,
    "country" TEXT NOT NULL DEFAULT 'ID',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "customers_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "customers_email_key" ON "customers"("email");
CREATE INDEX "customers_name_idx" ON "customers"("name");
CREATE INDEX "customers_phone_idx" ON "customers"("phone");

CREATE TABLE "marine_categories" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "marine_categories_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "marine_categories_name_key" ON "marine_categories"("name");

CREATE TABLE "marine_sizes" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "marine_sizes_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "marine_sizes_name_key" ON "marine_sizes"("name");

CREATE TABLE "marine_products" (
    "id" SERIAL NOT NULL,
    "category_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "images" UUID[] NOT NULL DEFAULT ARRAY[]::UUID[],
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "marine_products_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "marine_products_category_id_idx" ON "marine_products"("category_id");
CREATE INDEX "marine_products_name_idx" ON "marine_products"("name");
ALTER TABLE "marine_products" ADD CONSTRAINT "marine_products_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "marine_categories"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "marine_product_items" (
    "id" SERIAL NOT NULL,
    "product_id" INTEGER NOT NULL,
    "size_id" INTEGER NOT NULL,
    "sku" TEXT NOT NULL,
    "price" INTEGER NOT NULL,
    "weight" INTEGER NOT NULL,
    "low_stock" INTEGER NOT NULL DEFAULT 0,
    "on_hand" INTEGER NOT NULL DEFAULT 0,
    "reserved" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "marine_product_items_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "marine_product_items_price_check" CHECK ("price" >= 0),
    CONSTRAINT "marine_product_items_weight_check" CHECK ("weight" >= 0),
    CONSTRAINT "marine_product_items_low_stock_check" CHECK ("low_stock" >= 0),
    CONSTRAINT "marine_product_items_stock_check" CHECK ("reserved" >= 0 AND "on_hand" >= "reserved")
);
CREATE UNIQUE INDEX "marine_product_items_sku_key" ON "marine_product_items"("sku");
CREATE UNIQUE INDEX "marine_product_items_product_id_size_id_key" ON "marine_product_items"("product_id", "size_id");
CREATE INDEX "marine_product_items_size_id_idx" ON "marine_product_items"("size_id");
ALTER TABLE "marine_product_items" ADD CONSTRAINT "marine_product_items_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "marine_products"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "marine_product_items" ADD CONSTRAINT "marine_product_items_size_id_fkey" FOREIGN KEY ("size_id") REFERENCES "marine_sizes"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "marine_defaults" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "price" INTEGER NOT NULL,
    "weight" INTEGER NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "marine_defaults_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "marine_defaults_one_row_check" CHECK ("id" = 1 AND "price" >= 0 AND "weight" >= 0)
);
INSERT INTO "marine_defaults" ("id", "price", "weight") VALUES (1, 0, 1000);

CREATE TABLE "marine_master_mutations" (
    "id" SERIAL NOT NULL,
    "doc_type" TEXT NOT NULL,
    "reference" TEXT,
    "notes" TEXT,
    "posted" BOOLEAN NOT NULL DEFAULT false,
    "posted_at" TIMESTAMPTZ(3),
    "user_id" INTEGER,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "marine_master_mutations_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "marine_master_mutations_doc_type_check" CHECK ("doc_type" IN ('receipt', 'delivery', 'count'))
);
CREATE INDEX "marine_master_mutations_user_id_idx" ON "marine_master_mutations"("user_id");
CREATE INDEX "marine_master_mutations_created_at_idx" ON "marine_master_mutations"("created_at");
ALTER TABLE "marine_master_mutations" ADD CONSTRAINT "marine_master_mutations_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "marine_master_mutation_lines" (
    "id" SERIAL NOT NULL,
    "master_id" INTEGER NOT NULL,
    "item_id" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    CONSTRAINT "marine_master_mutation_lines_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "marine_master_mutation_lines_quantity_check" CHECK ("quantity" >= 0)
);
CREATE UNIQUE INDEX "marine_master_mutation_lines_master_id_item_id_key" ON "marine_master_mutation_lines"("master_id", "item_id");
CREATE INDEX "marine_master_mutation_lines_item_id_idx" ON "marine_master_mutation_lines"("item_id");
ALTER TABLE "marine_master_mutation_lines" ADD CONSTRAINT "marine_master_mutation_lines_master_id_fkey" FOREIGN KEY ("master_id") REFERENCES "marine_master_mutations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "marine_master_mutation_lines" ADD CONSTRAINT "marine_master_mutation_lines_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "marine_product_items"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "shop_orders" (
    "id" SERIAL NOT NULL,
    "unit" TEXT NOT NULL,
    "customer_id" INTEGER NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 0,
    "source" TEXT NOT NULL DEFAULT 'web',
    "shipping_name" TEXT NOT NULL,
    "shipping_phone" TEXT,
    "shipping_address" TEXT NOT NULL,
    "shipping_city" TEXT,
    "shipping_country" TEXT NOT NULL DEFAULT 'ID',
    "courier" TEXT,
    "tracking_number" TEXT,
    "payment_proof" UUID,
    "notes" TEXT,
    "subtotal" INTEGER NOT NULL,
    "shipping_cost" INTEGER NOT NULL DEFAULT 0,
    "total" INTEGER NOT NULL,
    "weight_total" INTEGER NOT NULL,
    "user_id" INTEGER,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "shop_orders_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "shop_orders_unit_check" CHECK ("unit" IN ('marine', 'watersports')),
    CONSTRAINT "shop_orders_status_check" CHECK ("status" IN (0, 1, 2, 3, 4, 5, 6, 99)),
    CONSTRAINT "shop_orders_source_check" CHECK ("source" IN ('web', 'phone'))
);
CREATE INDEX "shop_orders_unit_status_created_at_idx" ON "shop_orders"("unit", "status", "created_at");
CREATE INDEX "shop_orders_customer_id_idx" ON "shop_orders"("customer_id");
CREATE INDEX "shop_orders_user_id_idx" ON "shop_orders"("user_id");
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "shop_order_lines" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "item_id" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "price" INTEGER NOT NULL,
    "weight" INTEGER NOT NULL,
    CONSTRAINT "shop_order_lines_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "shop_order_lines_quantity_check" CHECK ("quantity" > 0)
);
CREATE INDEX "shop_order_lines_order_id_idx" ON "shop_order_lines"("order_id");
CREATE INDEX "shop_order_lines_item_id_idx" ON "shop_order_lines"("item_id");
ALTER TABLE "shop_order_lines" ADD CONSTRAINT "shop_order_lines_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "shop_orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "shop_order_lines" ADD CONSTRAINT "shop_order_lines_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "marine_product_items"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "shop_order_history" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "user_id" INTEGER,
    "from_status" INTEGER,
    "to_status" INTEGER NOT NULL,
    "note" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "shop_order_history_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "shop_order_history_order_id_created_at_idx" ON "shop_order_history"("order_id", "created_at");
CREATE INDEX "shop_order_history_user_id_idx" ON "shop_order_history"("user_id");
ALTER TABLE "shop_order_history" ADD CONSTRAINT "shop_order_history_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "shop_orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "shop_order_history" ADD CONSTRAINT "shop_order_history_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "marine_stock_mutations" (
    "id" SERIAL NOT NULL,
    "item_id" INTEGER NOT NULL,
    "inout" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "reference" TEXT,
    "before" INTEGER NOT NULL,
    "after" INTEGER NOT NULL,
    "user_id" INTEGER,
    "master_id" INTEGER,
    "order_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "marine_stock_mutations_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "marine_stock_mutations_inout_check" CHECK ("inout" IN ('in', 'out')),
    CONSTRAINT "marine_stock_mutations_reason_check" CHECK ("reason" IN ('received', 'sold', 'returned', 'damaged', 'correction', 'count')),
    CONSTRAINT "marine_stock_mutations_quantity_check" CHECK ("quantity" > 0 AND "before" >= 0 AND "after" >= 0
        AND "after" = "before" + CASE WHEN "inout" = 'in' THEN "quantity" ELSE -"quantity" END)
);
CREATE INDEX "marine_stock_mutations_item_id_created_at_idx" ON "marine_stock_mutations"("item_id", "created_at");
CREATE INDEX "marine_stock_mutations_created_at_idx" ON "marine_stock_mutations"("created_at");
CREATE INDEX "marine_stock_mutations_user_id_idx" ON "marine_stock_mutations"("user_id");
CREATE INDEX "marine_stock_mutations_master_id_idx" ON "marine_stock_mutations"("master_id");
CREATE INDEX "marine_stock_mutations_order_id_idx" ON "marine_stock_mutations"("order_id");
ALTER TABLE "marine_stock_mutations" ADD CONSTRAINT "marine_stock_mutations_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "marine_product_items"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "marine_stock_mutations" ADD CONSTRAINT "marine_stock_mutations_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "marine_stock_mutations" ADD CONSTRAINT "marine_stock_mutations_master_id_fkey" FOREIGN KEY ("master_id") REFERENCES "marine_master_mutations"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "marine_stock_mutations" ADD CONSTRAINT "marine_stock_mutations_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "shop_orders"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
