-- Issue 18: a crew member's busiest flight-time windows around a day (the readiness light of every page of
-- Routes & Schedules) sum the hours of their flights on either seat over two years. With the status and the
-- hours in the crew indexes, both halves are index-only scans instead of visits to each flight's page.
DROP INDEX "route_schedules_pilot_id_flight_date_idx";
CREATE INDEX "route_schedules_pilot_hours_idx" ON "route_schedules" ("pilot_id", "flight_date", "flight_status", "flighttime_decimal");
DROP INDEX "route_schedules_copilot_id_flight_date_pilot_id_idx";
CREATE INDEX "route_schedules_copilot_hours_idx" ON "route_schedules" ("copilot_id", "flight_date", "pilot_id", "flight_status", "flighttime_decimal");
