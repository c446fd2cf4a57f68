-- Issue 18: the hours each crew member flies per day, kept as flights are written, for the flight-time
-- windows (the Overview's alerts, its hours graph, the crew list's limits, the readiness light's busiest
-- windows). Those read a year or two of crew seats: 21,360 seats in the demo's last 365 days, 3,954 crew-days.
-- As the schedule tally does (migration 20261127130000), each statement that writes flights adds rows with
-- its change per (crew member, day) and no row is shared, so two writers never wait on each other or
-- deadlock; a crew-day's hours are the sum of its rows, read in the same snapshot as the flights. A seat
-- counts when the flight is not canceled (flight_status <> 0; crew_seats below). Hours are numeric
-- so that the sum does not depend on the order of the changes. crew_day_hours_compact() folds each
-- crew-day's rows into one (the hourly job of the tally, server/jobs/tally.ts; end of the seed).
CREATE TABLE "crew_day_hours" (
  "id" BIGSERIAL PRIMARY KEY,
  "crew_id" INTEGER NOT NULL,
  "flight_date" DATE NOT NULL,
  "hours" NUMERIC NOT NULL,
  "flights" INTEGER NOT NULL
);
-- Every column in both indexes: the readers scan them alone (index-only), by days or by crew member.
CREATE INDEX "crew_day_hours_date_idx" ON "crew_day_hours" ("flight_date", "crew_id", "hours", "flights");
CREATE INDEX "crew_day_hours_crew_idx" ON "crew_day_hours" ("crew_id", "flight_date", "hours", "flights");

-- The seats of `flights` that count: pilot and copilot of each flight that is not canceled. The one place this
-- rule is written: the triggers below and crewDaysSql (server/resources/flight/flight-time.ts) read it.
CREATE FUNCTION crew_seats(flights route_schedules[]) RETURNS TABLE (crew_id integer, flight_date date, hours numeric)
LANGUAGE sql IMMUTABLE AS $$
  SELECT seat, f.flight_date, f.flighttime_decimal::numeric
    FROM unnest(flights) f, LATERAL (VALUES (f.pilot_id), (f.copilot_id)) AS seats(seat)
   WHERE seat IS NOT NULL AND f.flight_status <> 0
$$;

-- Adds the change from flights `removed` to flights `written` per crew-day. A crew-day the change leaves as it
-- was gets no row (a logbook filed, a note edited).
CREATE FUNCTION crew_day_hours_add(written route_schedules[], removed route_schedules[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO crew_day_hours (crew_id, flight_date, hours, flights)
  SELECT crew_id, flight_date, sum(hours), sum(n)::int FROM (
    SELECT crew_id, flight_date, hours, 1 AS n FROM crew_seats(written)
    UNION ALL
    SELECT crew_id, flight_date, -hours, -1 FROM crew_seats(removed)
  ) changes
  GROUP BY crew_id, flight_date HAVING sum(n) <> 0 OR sum(hours) <> 0
$$;

CREATE FUNCTION crew_day_hours_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM crew_day_hours_add((SELECT array_agg(r::route_schedules) FROM new_rows r), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM crew_day_hours_add('{}', (SELECT array_agg(r::route_schedules) FROM old_rows r));
  ELSE
    PERFORM crew_day_hours_add((SELECT array_agg(r::route_schedules) FROM new_rows r), (SELECT array_agg(r::route_schedules) FROM old_rows r));
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION crew_day_hours_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM crew_day_hours;
  RETURN NULL;
END $$;

CREATE TRIGGER crew_day_hours_insert AFTER INSERT ON "route_schedules"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crew_day_hours_record();
CREATE TRIGGER crew_day_hours_update AFTER UPDATE ON "route_schedules"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crew_day_hours_record();
CREATE TRIGGER crew_day_hours_delete AFTER DELETE ON "route_schedules"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION crew_day_hours_record();
CREATE TRIGGER crew_day_hours_truncate AFTER TRUNCATE ON "route_schedules"
  FOR EACH STATEMENT EXECUTE FUNCTION crew_day_hours_truncated();

-- Folds the rows of each crew-day that has more than one into one (none when they cancel out); returns how
-- many it folded. Rows a writer adds meanwhile are not in its snapshot and stay; a second compaction running
-- at once waits for the first's deletions and folds only the rows it deleted itself.
CREATE FUNCTION crew_day_hours_compact() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  folded integer;
BEGIN
  WITH several AS (
    SELECT crew_id, flight_date FROM crew_day_hours GROUP BY crew_id, flight_date HAVING count(*) > 1
  ), gone AS (
    DELETE FROM crew_day_hours c USING several s WHERE c.crew_id = s.crew_id AND c.flight_date = s.flight_date
    RETURNING c.crew_id, c.flight_date, c.hours, c.flights
  ), kept AS (
    INSERT INTO crew_day_hours (crew_id, flight_date, hours, flights)
    SELECT crew_id, flight_date, sum(hours), sum(flights) FROM gone GROUP BY crew_id, flight_date
    HAVING sum(flights) <> 0 OR sum(hours) <> 0
  )
  SELECT count(*) INTO folded FROM gone;
  RETURN folded;
END $$;

-- CREATE TRIGGER above holds a lock that keeps writers out until this migration commits.
SELECT crew_day_hours_add((SELECT array_agg(r) FROM route_schedules r), '{}');
