-- Issue 43: each run of the daily backup (server/jobs/backup.ts), so that a failure shows on the
-- administrators' landing page as well as in the log.
CREATE TABLE "backup_runs" (
    "id" SERIAL NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL,
    "finished_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ok" BOOLEAN NOT NULL,
    "folder" TEXT,
    "error" TEXT,
    CONSTRAINT "backup_runs_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "backup_runs_finished_at_idx" ON "backup_runs"("finished_at");
