-- Purchase requests (issue 6, docs/purchase-contract.md): requests, their items, their payment schedule
-- and their history. Money is NUMERIC(18,2); the API computes it in integer cents (lib/rules/money.ts).

CREATE TABLE "purchases" (
    "id" SERIAL NOT NULL,
    "company" TEXT NOT NULL,
    "company_phone" TEXT,
    "company_address" TEXT,
    "user_id" INTEGER NOT NULL,
    "lead_id" INTEGER NOT NULL,
    "approver_id" INTEGER,
    "status_request" INTEGER NOT NULL DEFAULT 1,
    "status" INTEGER NOT NULL DEFAULT 0,
    "status_paid" INTEGER NOT NULL DEFAULT 0,
    "items_amount" DECIMAL(18,2) NOT NULL DEFAULT 0,
    "amount_additional" DECIMAL(18,2) NOT NULL DEFAULT 0,
    "amount_additional_text" TEXT,
    "amount_discount" DECIMAL(18,2) NOT NULL DEFAULT 0,
    "amount_discount_text" TEXT,
    "currency" TEXT NOT NULL DEFAULT 'IDR',
    "notes" TEXT,
    "payment_type" INTEGER NOT NULL DEFAULT 0,
    "payment_type_tenor" INTEGER NOT NULL DEFAULT 1,
    "payment_due_date" DATE,
    "payment_due_date_single" DATE,
    "payment_info" TEXT,
    "attachments" UUID[] NOT NULL DEFAULT ARRAY[]::UUID[],
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "purchases_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "purchases_currency_check" CHECK ("currency" IN ('IDR', 'USD')),
    CONSTRAINT "purchases_status_check" CHECK ("status" IN (0, 1, 2, 3, 99)),
    CONSTRAINT "purchases_status_paid_check" CHECK ("status_paid" IN (0, 1, 2))
);
CREATE INDEX "purchases_user_id_idx" ON "purchases"("user_id");
CREATE INDEX "purchases_lead_id_idx" ON "purchases"("lead_id");
CREATE INDEX "purchases_approver_id_idx" ON "purchases"("approver_id");
CREATE INDEX "purchases_status_request_status_idx" ON "purchases"("status_request", "status");
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_approver_id_fkey" FOREIGN KEY ("approver_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "purchase_items" (
    "id" SERIAL NOT NULL,
    "purchase_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "amount" DECIMAL(18,2) NOT NULL,
    "quantity" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "purchase_items_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "purchase_items_purchase_id_idx" ON "purchase_items"("purchase_id");
ALTER TABLE "purchase_items" ADD CONSTRAINT "purchase_items_purchase_id_fkey" FOREIGN KEY ("purchase_id") REFERENCES "purchases"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "purchase_payments" (
    "id" SERIAL NOT NULL,
    "purchase_id" INTEGER NOT NULL,
    "seq" INTEGER NOT NULL,
    "due_date" DATE,
    "amount" DECIMAL(18,2) NOT NULL,
    "paid_at" TIMESTAMPTZ(3),
    "paid_amount" DECIMAL(18,2),
    "reference" TEXT,
    "notes" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "purchase_payments_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "purchase_payments_purchase_id_seq_idx" ON "purchase_payments"("purchase_id", "seq");
ALTER TABLE "purchase_payments" ADD CONSTRAINT "purchase_payments_purchase_id_fkey" FOREIGN KEY ("purchase_id") REFERENCES "purchases"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "purchase_histories" (
    "id" SERIAL NOT NULL,
    "purchase_id" INTEGER NOT NULL,
    "user_id" INTEGER,
    "action" TEXT NOT NULL,
    "from_status" INTEGER,
    "to_status" INTEGER,
    "comment" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "purchase_histories_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "purchase_histories_purchase_id_created_at_idx" ON "purchase_histories"("purchase_id", "created_at");
CREATE INDEX "purchase_histories_user_id_idx" ON "purchase_histories"("user_id");
ALTER TABLE "purchase_histories" ADD CONSTRAINT "purchase_histories_purchase_id_fkey" FOREIGN KEY ("purchase_id") REFERENCES "purchases"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "purchase_histories" ADD CONSTRAINT "purchase_histories_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
