-- Crews, duty roster, route schedules and logbooks (issue 4), booking manifests (issue 5).
-- docs/flight-ops-contract.md describes the rules these tables carry.

CREATE TABLE "pilots" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "crew_code" TEXT NOT NULL,
    "rank" TEXT NOT NULL DEFAULT 'captain',
    "licence_number" TEXT NOT NULL,
    "licence_expiry" DATE NOT NULL,
    "medical_expiry" DATE NOT NULL,
    "base_id" INTEGER,
    "phone" TEXT,
    "email" TEXT,
    "status" TEXT NOT NULL DEFAULT 'active',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "pilots_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "pilots_rank_check" CHECK ("rank" IN ('captain', 'first_officer')),
    CONSTRAINT "pilots_status_check" CHECK ("status" IN ('active', 'inactive'))
);
CREATE UNIQUE INDEX "pilots_crew_code_key" ON "pilots"("crew_code");
CREATE UNIQUE INDEX "pilots_licence_number_key" ON "pilots"("licence_number");
CREATE INDEX "pilots_base_id_idx" ON "pilots"("base_id");
CREATE INDEX "pilots_name_idx" ON "pilots"("name");
CREATE INDEX "pilots_status_idx" ON "pilots"("status");
ALTER TABLE "pilots" ADD CONSTRAINT "pilots_base_id_fkey" FOREIGN KEY ("base_id") REFERENCES "bases"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "pilot_aircraft" (
    "id" SERIAL NOT NULL,
    "pilot_id" INTEGER NOT NULL,
    "fleet_type_id" INTEGER NOT NULL,
    "since" DATE,
    "valid_until" DATE,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "pilot_aircraft_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "pilot_aircraft_pilot_id_fleet_type_id_key" ON "pilot_aircraft"("pilot_id", "fleet_type_id");
CREATE INDEX "pilot_aircraft_fleet_type_id_idx" ON "pilot_aircraft"("fleet_type_id");
ALTER TABLE "pilot_aircraft" ADD CONSTRAINT "pilot_aircraft_pilot_id_fkey" FOREIGN KEY ("pilot_id") REFERENCES "pilots"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "pilot_aircraft" ADD CONSTRAINT "pilot_aircraft_fleet_type_id_fkey" FOREIGN KEY ("fleet_type_id") REFERENCES "fleet_types"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "pilot_airports" (
    "id" SERIAL NOT NULL,
    "pilot_id" INTEGER NOT NULL,
    "airport_id" INTEGER NOT NULL,
    "since" DATE,
    "valid_until" DATE,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "pilot_airports_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "pilot_airports_pilot_id_airport_id_key" ON "pilot_airports"("pilot_id", "airport_id");
CREATE INDEX "pilot_airports_airport_id_idx" ON "pilot_airports"("airport_id");
ALTER TABLE "pilot_airports" ADD CONSTRAINT "pilot_airports_pilot_id_fkey" FOREIGN KEY ("pilot_id") REFERENCES "pilots"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "pilot_airports" ADD CONSTRAINT "pilot_airports_airport_id_fkey" FOREIGN KEY ("airport_id") REFERENCES "airports"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "pilot_schedules" (
    "id" SERIAL NOT NULL,
    "pilot_id" INTEGER NOT NULL,
    "duty_date" DATE NOT NULL,
    "base_id" INTEGER,
    "status" INTEGER,
    "notes" TEXT,
    "user_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "pilot_schedules_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "pilot_schedules_status_check" CHECK ("status" IS NULL OR "status" BETWEEN 0 AND 11)
);
CREATE UNIQUE INDEX "pilot_schedules_pilot_id_duty_date_key" ON "pilot_schedules"("pilot_id", "duty_date");
CREATE INDEX "pilot_schedules_duty_date_idx" ON "pilot_schedules"("duty_date");
CREATE INDEX "pilot_schedules_base_id_idx" ON "pilot_schedules"("base_id");
CREATE INDEX "pilot_schedules_user_id_idx" ON "pilot_schedules"("user_id");
ALTER TABLE "pilot_schedules" ADD CONSTRAINT "pilot_schedules_pilot_id_fkey" FOREIGN KEY ("pilot_id") REFERENCES "pilots"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "pilot_schedules" ADD CONSTRAINT "pilot_schedules_base_id_fkey" FOREIGN KEY ("base_id") REFERENCES "bases"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "pilot_schedules" ADD CONSTRAINT "pilot_schedules_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "route_schedules" (
    "id" SERIAL NOT NULL,
    "flight_number" TEXT NOT NULL,
    "flight_date" DATE NOT NULL,
    "flight_type" TEXT NOT NULL,
    "flight_status" INTEGER NOT NULL DEFAULT 1,
    "dep_airport_id" INTEGER NOT NULL,
    "arr_airport_id" INTEGER NOT NULL,
    "etd" TIMESTAMPTZ(3) NOT NULL,
    "eta" TIMESTAMPTZ(3) NOT NULL,
    "flighttime_decimal" DOUBLE PRECISION NOT NULL,
    "pilot_id" INTEGER,
    "copilot_id" INTEGER,
    "base_id" INTEGER NOT NULL,
    "area_id" INTEGER NOT NULL,
    "fleet_id" INTEGER NOT NULL,
    "flight_logbook" INTEGER NOT NULL DEFAULT 0,
    "notes" TEXT,
    "user_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "route_schedules_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "route_schedules_flight_status_check" CHECK ("flight_status" BETWEEN 0 AND 5),
    CONSTRAINT "route_schedules_times_check" CHECK ("eta" > "etd"),
    CONSTRAINT "route_schedules_crew_check" CHECK ("copilot_id" IS NULL OR "pilot_id" IS NULL OR "copilot_id" <> "pilot_id")
);
CREATE UNIQUE INDEX "route_schedules_flight_number_flight_date_key" ON "route_schedules"("flight_number", "flight_date");
CREATE INDEX "route_schedules_flight_date_etd_idx" ON "route_schedules"("flight_date", "etd");
CREATE INDEX "route_schedules_fleet_id_etd_idx" ON "route_schedules"("fleet_id", "etd");
CREATE INDEX "route_schedules_pilot_id_flight_date_idx" ON "route_schedules"("pilot_id", "flight_date");
CREATE INDEX "route_schedules_copilot_id_flight_date_idx" ON "route_schedules"("copilot_id", "flight_date");
CREATE INDEX "route_schedules_base_id_flight_date_idx" ON "route_schedules"("base_id", "flight_date");
CREATE INDEX "route_schedules_area_id_flight_date_idx" ON "route_schedules"("area_id", "flight_date");
CREATE INDEX "route_schedules_dep_airport_id_idx" ON "route_schedules"("dep_airport_id");
CREATE INDEX "route_schedules_arr_airport_id_idx" ON "route_schedules"("arr_airport_id");
CREATE INDEX "route_schedules_user_id_idx" ON "route_schedules"("user_id");
ALTER TABLE "route_schedules" ADD CONSTRAINT "route_schedules_dep_airport_id_fkey" FOREIGN KEY ("dep_airport_id") REFERENCES "airports"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "route_schedules" ADD CONSTRAINT "route_schedules_arr_airport_id_fkey" FOREIGN KEY ("arr_airport_id") REFERENCES "airports"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "route_schedules" ADD CONSTRAINT "route_schedules_pilot_id_fkey" FOREIGN KEY ("pilot_id") REFERENCES "pilots"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "route_schedules" ADD CONSTRAINT "route_schedules_copilot_id_fkey" FOREIGN KEY ("copilot_id") REFERENCES "pilots"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "route_schedules" ADD CONSTRAINT "route_schedules_base_id_fkey" FOREIGN KEY ("base_id") REFERENCES "bases"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "route_schedules" ADD CONSTRAINT "route_schedules_area_id_fkey" FOREIGN KEY ("area_id") REFERENCES "areas"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "route_schedules" ADD CONSTRAINT "route_schedules_fleet_id_fkey" FOREIGN KEY ("fleet_id") REFERENCES "fleets"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "route_schedules" ADD CONSTRAINT "route_schedules_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The AFL pages of issue 3 name schedules; now that the table exists, the reference is enforced.
ALTER TABLE "fleet_afl_schedules" ADD CONSTRAINT "fleet_afl_schedules_schedule_id_fkey" FOREIGN KEY ("schedule_id") REFERENCES "route_schedules"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "flight_logbooks" (
    "id" SERIAL NOT NULL,
    "schedule_id" INTEGER NOT NULL,
    "pilot_id" INTEGER NOT NULL,
    "block_off" TIMESTAMPTZ(3) NOT NULL,
    "block_on" TIMESTAMPTZ(3) NOT NULL,
    "block_hours" DOUBLE PRECISION NOT NULL,
    "landings" INTEGER NOT NULL DEFAULT 1,
    "remarks" TEXT,
    "user_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "flight_logbooks_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "flight_logbooks_times_check" CHECK ("block_on" > "block_off")
);
CREATE UNIQUE INDEX "flight_logbooks_schedule_id_pilot_id_key" ON "flight_logbooks"("schedule_id", "pilot_id");
CREATE INDEX "flight_logbooks_pilot_id_idx" ON "flight_logbooks"("pilot_id");
CREATE INDEX "flight_logbooks_user_id_idx" ON "flight_logbooks"("user_id");
ALTER TABLE "flight_logbooks" ADD CONSTRAINT "flight_logbooks_schedule_id_fkey" FOREIGN KEY ("schedule_id") REFERENCES "route_schedules"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "flight_logbooks" ADD CONSTRAINT "flight_logbooks_pilot_id_fkey" FOREIGN KEY ("pilot_id") REFERENCES "pilots"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "flight_logbooks" ADD CONSTRAINT "flight_logbooks_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "manifests" (
    "id" SERIAL NOT NULL,
    "type" TEXT NOT NULL,
    "firstname" TEXT,
    "lastname" TEXT,
    "familyname" TEXT,
    "weight" INTEGER NOT NULL,
    "schedule_id" INTEGER NOT NULL,
    "user_id" INTEGER,
    "bag" INTEGER NOT NULL DEFAULT 0,
    "bag_weight" INTEGER NOT NULL DEFAULT 0,
    "description" TEXT,
    "status" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "manifests_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "manifests_type_check" CHECK ("type" IN ('passenger', 'cargo')),
    CONSTRAINT "manifests_weights_check" CHECK ("weight" > 0 AND "bag" >= 0 AND "bag_weight" >= 0)
);
CREATE INDEX "manifests_schedule_id_type_id_idx" ON "manifests"("schedule_id", "type", "id");
CREATE INDEX "manifests_user_id_idx" ON "manifests"("user_id");
ALTER TABLE "manifests" ADD CONSTRAINT "manifests_schedule_id_fkey" FOREIGN KEY ("schedule_id") REFERENCES "route_schedules"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "manifests" ADD CONSTRAINT "manifests_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
