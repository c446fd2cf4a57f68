-- Issue 18: the Overview's catch-up panel reads the catch-up flights of a month (about 2 % of all flights).
-- Found through the route index, each canceled route's flights were read and filtered one by one (5,700
-- buffers, 6 to 10 ms on the demo year); this partial index holds only the catch-up flights (0.8 ms). Prisma's
-- schema cannot declare a partial index: it lives in the migrations alone (the drift check compares the
-- schema's indexes and the unique ones).
CREATE INDEX "route_schedules_catchup_idx" ON "route_schedules" ("flight_date") WHERE "flight_type" = 'catchup';
