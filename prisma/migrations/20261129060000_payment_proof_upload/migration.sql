-- Issue 39: an order's payment proof is an upload, held by a foreign key like every other single reference to
-- uploads, so that server/upload-refs.ts finds it among the tables that use a file (read access, and the
-- "nothing else uses it" check before a file is deleted). A proof naming no upload is cleared first.
UPDATE "shop_orders" o SET "payment_proof" = NULL
 WHERE "payment_proof" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "uploads" u WHERE u."id" = o."payment_proof");
CREATE INDEX "shop_orders_payment_proof_idx" ON "shop_orders"("payment_proof");
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_payment_proof_fkey" FOREIGN KEY ("payment_proof") REFERENCES "uploads"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
