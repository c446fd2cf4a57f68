-- Sign-in limits (issue 17): the counters of rate-limiter-flexible's PostgreSQL store, shared by every app
-- instance. A key is 'pair:<email>_<address>' (failures of one account from one address) or
-- 'address:<address>' (failures from one address across accounts); expire is in epoch milliseconds.
CREATE TABLE "sign_in_limits" (
    "key" VARCHAR(255) NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "expire" BIGINT,
    CONSTRAINT "sign_in_limits_pkey" PRIMARY KEY ("key")
);
CREATE INDEX "sign_in_limits_expire_idx" ON "sign_in_limits"("expire");
