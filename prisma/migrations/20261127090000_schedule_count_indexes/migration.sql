-- Issue 18: the schedule list counts its matches as a sum over disjoint parts (countOf in
-- server/resources/flight/schedule-filters.ts): a crew member's flights as copilot and not pilot, a search's by arrival and not
-- departure. With the excluded column beside the looked-up one in its index, those parts are index-only
-- scans too. Each new index still serves what the old one did (its leading columns are the same).
DROP INDEX "route_schedules_copilot_id_flight_date_idx";
CREATE INDEX "route_schedules_copilot_id_flight_date_pilot_id_idx" ON "route_schedules" ("copilot_id", "flight_date", "pilot_id");
DROP INDEX "route_schedules_arr_airport_id_idx";
CREATE INDEX "route_schedules_arr_airport_id_dep_airport_id_idx" ON "route_schedules" ("arr_airport_id", "dep_airport_id");
