-- Issue 18: the schedule search `q` on trigram indexes. The flight number is matched on route_schedules
-- itself; airports, aircraft and pilots are matched in their own (small, indexed) tables and their ids
-- looked up in route_schedules' foreign-key indexes, so the search no longer scans the joined schedule.
CREATE INDEX "route_schedules_flight_number_trgm_idx" ON "route_schedules" USING GIN ("flight_number" gin_trgm_ops);
CREATE INDEX "pilots_name_trgm_idx" ON "pilots" USING GIN ("name" gin_trgm_ops);
