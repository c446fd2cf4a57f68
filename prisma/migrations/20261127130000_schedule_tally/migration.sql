-- Issue 18: the number of flights, kept exact as inserts and deletes happen, for the schedule list's total
-- when nothing filters it (countOf in server/resources/flight/schedule-filters.ts). Counting every row cost
-- 6 to 14 ms at 10 times the demo history (157,586 flights) on each unfiltered page.
-- Each statement that inserts or deletes flights adds one row with its change (no row is shared, so two
-- writers never wait on each other); the total is their sum, read in the same snapshot as the flights.
-- route_schedule_tally_compact() folds the rows into one (hourly job, server/jobs/tally.ts; end of the seed).
CREATE TABLE "route_schedule_tally" (
  "id" BIGSERIAL PRIMARY KEY,
  "delta" INTEGER NOT NULL
);

CREATE FUNCTION route_schedule_tally_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO route_schedule_tally (delta) SELECT count(*) FROM inserted_rows HAVING count(*) > 0;
  RETURN NULL;
END $$;

CREATE FUNCTION route_schedule_tally_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO route_schedule_tally (delta) SELECT -count(*) FROM deleted_rows HAVING count(*) > 0;
  RETURN NULL;
END $$;

CREATE FUNCTION route_schedule_tally_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM route_schedule_tally;
  RETURN NULL;
END $$;

CREATE TRIGGER route_schedule_tally_insert AFTER INSERT ON "route_schedules"
  REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION route_schedule_tally_inserted();
CREATE TRIGGER route_schedule_tally_delete AFTER DELETE ON "route_schedules"
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION route_schedule_tally_deleted();
CREATE TRIGGER route_schedule_tally_truncate AFTER TRUNCATE ON "route_schedules"
  FOR EACH STATEMENT EXECUTE FUNCTION route_schedule_tally_truncated();

-- Folds the rows into one; returns how many it folded. Rows a writer adds meanwhile are not in its snapshot
-- and stay; a second compaction running at once waits for the first and finds nothing left to fold.
CREATE FUNCTION route_schedule_tally_compact() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  folded integer;
  total bigint;
BEGIN
  WITH gone AS (DELETE FROM route_schedule_tally RETURNING delta)
  SELECT count(*), coalesce(sum(delta), 0) INTO folded, total FROM gone;
  IF folded > 0 THEN
    INSERT INTO route_schedule_tally (delta) VALUES (total);
  END IF;
  RETURN folded;
END $$;

-- CREATE TRIGGER above holds a lock that keeps writers out until this migration commits.
INSERT INTO route_schedule_tally (delta) SELECT count(*) FROM "route_schedules";
