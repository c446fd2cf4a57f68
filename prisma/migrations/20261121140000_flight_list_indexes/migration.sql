-- Trigram indexes for the q search of the airport and aircraft lists (a case-insensitive "contains",
-- ILIKE '%q%', over the resource's text columns), from bench/flight-lists.ts at 10,000 rows each: the
-- list's count query went from a sequential scan evaluating every ILIKE on every row to a bitmap scan
-- (README, 'Benchmarks'). pg_trgm ships with PostgreSQL's contrib and is a trusted extension (PostgreSQL
-- 13+), so the database owner may create it.

CREATE EXTENSION IF NOT EXISTS "pg_trgm";

CREATE INDEX "airports_search_idx" ON "airports" USING GIN ("iata" gin_trgm_ops, "icao" gin_trgm_ops, "name" gin_trgm_ops, "city" gin_trgm_ops);
CREATE INDEX "fleets_search_idx" ON "fleets" USING GIN ("registration" gin_trgm_ops, "serial_number" gin_trgm_ops);
