-- Timed work (issue 17.4): one row per run of a job handler (server/jobs), whichever app instance ran it.
-- The queue itself lives in the schema pgboss, which pg-boss creates and migrates on its own.
CREATE TABLE "job_runs" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "job_id" TEXT,
    "key" TEXT,
    "affected" INTEGER NOT NULL DEFAULT 0,
    "instance" TEXT NOT NULL,
    "ran_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "job_runs_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "job_runs_name_key_idx" ON "job_runs"("name", "key");
CREATE INDEX "job_runs_ran_at_idx" ON "job_runs"("ran_at");
