-- Issue 18: crew flight hours over a span of days (the rolling limits of every crew member, the Overview's
-- alerts and monthly hours) read only these columns of the flights in the span: with all of them in one
-- index ordered by day, those sums are index-only scans instead of visits to each flight's page (the
-- rolling limits of every crew member at 10 times the demo history: 8 -> 6 ms).
CREATE INDEX "route_schedules_crew_hours_idx" ON "route_schedules" ("flight_date", "pilot_id", "copilot_id", "flight_status", "flighttime_decimal");
