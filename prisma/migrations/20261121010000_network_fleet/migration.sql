-- Airline network and fleet: areas, airports, bases, fleet types, aircraft, parts, history, daily hours,
-- releases to service, the aircraft flight log (AFL) and the schedules each AFL page covers.

CREATE TABLE "areas" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "description" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "areas_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "areas_name_key" ON "areas"("name");
CREATE UNIQUE INDEX "areas_code_key" ON "areas"("code");

CREATE TABLE "airports" (
    "id" SERIAL NOT NULL,
    "iata" TEXT,
    "icao" TEXT,
    "name" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "country" TEXT NOT NULL DEFAULT 'Indonesia',
    "latitude" DOUBLE PRECISION NOT NULL,
    "longitude" DOUBLE PRECISION NOT NULL,
    "elevation_ft" INTEGER,
    "timezone" TEXT NOT NULL DEFAULT 'Asia/Jakarta',
    "runway_designation" TEXT,
    "runway_length_m" INTEGER,
    "runway_width_m" INTEGER,
    "runway_surface" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "airports_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "airports_latitude_check" CHECK ("latitude" BETWEEN -90 AND 90),
    CONSTRAINT "airports_longitude_check" CHECK ("longitude" BETWEEN -180 AND 180)
);
CREATE UNIQUE INDEX "airports_iata_key" ON "airports"("iata");
CREATE UNIQUE INDEX "airports_icao_key" ON "airports"("icao");
CREATE INDEX "airports_name_idx" ON "airports"("name");
CREATE INDEX "airports_city_idx" ON "airports"("city");

CREATE TABLE "bases" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "short_name" TEXT NOT NULL,
    "area_id" INTEGER NOT NULL,
    "airport_id" INTEGER NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "bases_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "bases_short_name_key" ON "bases"("short_name");
CREATE INDEX "bases_area_id_idx" ON "bases"("area_id");
CREATE INDEX "bases_airport_id_idx" ON "bases"("airport_id");
ALTER TABLE "bases" ADD CONSTRAINT "bases_area_id_fkey" FOREIGN KEY ("area_id") REFERENCES "areas"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "bases" ADD CONSTRAINT "bases_airport_id_fkey" FOREIGN KEY ("airport_id") REFERENCES "airports"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "fleet_types" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "manufacturer" TEXT NOT NULL,
    "engines" INTEGER NOT NULL DEFAULT 1,
    "seats" INTEGER NOT NULL,
    "max_payload_kg" INTEGER NOT NULL,
    "mtow_kg" INTEGER NOT NULL,
    "cruise_kt" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "fleet_types_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "fleet_types_code_key" ON "fleet_types"("code");

CREATE TABLE "fleets" (
    "id" SERIAL NOT NULL,
    "registration" TEXT NOT NULL,
    "fleet_type_id" INTEGER NOT NULL,
    "serial_number" TEXT NOT NULL,
    "year_built" INTEGER NOT NULL,
    "base_id" INTEGER NOT NULL,
    "seats" INTEGER NOT NULL,
    "payload_kg" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'active',
    "notes" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "fleets_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "fleets_registration_key" ON "fleets"("registration");
CREATE INDEX "fleets_fleet_type_id_idx" ON "fleets"("fleet_type_id");
CREATE INDEX "fleets_base_id_idx" ON "fleets"("base_id");
CREATE INDEX "fleets_status_idx" ON "fleets"("status");
ALTER TABLE "fleets" ADD CONSTRAINT "fleets_fleet_type_id_fkey" FOREIGN KEY ("fleet_type_id") REFERENCES "fleet_types"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "fleets" ADD CONSTRAINT "fleets_base_id_fkey" FOREIGN KEY ("base_id") REFERENCES "bases"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "fleet_parts" (
    "id" SERIAL NOT NULL,
    "fleet_id" INTEGER,
    "name" TEXT NOT NULL,
    "part_number" TEXT NOT NULL,
    "serial_number" TEXT NOT NULL,
    "position" TEXT,
    "installed_on" DATE,
    "hours_at_install" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "cycles_at_install" INTEGER NOT NULL DEFAULT 0,
    "hours_since_new" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "cycles_since_new" INTEGER NOT NULL DEFAULT 0,
    "hour_limit" DOUBLE PRECISION,
    "cycle_limit" INTEGER,
    "calendar_limit" DATE,
    "status" TEXT NOT NULL DEFAULT 'installed',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "fleet_parts_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "fleet_parts_part_number_serial_number_key" ON "fleet_parts"("part_number", "serial_number");
CREATE INDEX "fleet_parts_fleet_id_idx" ON "fleet_parts"("fleet_id");
ALTER TABLE "fleet_parts" ADD CONSTRAINT "fleet_parts_fleet_id_fkey" FOREIGN KEY ("fleet_id") REFERENCES "fleets"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "fleet_histories" (
    "id" SERIAL NOT NULL,
    "fleet_id" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "event" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "user_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "fleet_histories_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "fleet_histories_fleet_id_date_idx" ON "fleet_histories"("fleet_id", "date");
CREATE INDEX "fleet_histories_user_id_idx" ON "fleet_histories"("user_id");
ALTER TABLE "fleet_histories" ADD CONSTRAINT "fleet_histories_fleet_id_fkey" FOREIGN KEY ("fleet_id") REFERENCES "fleets"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "fleet_histories" ADD CONSTRAINT "fleet_histories_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "fleet_hours" (
    "id" SERIAL NOT NULL,
    "fleet_id" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "hours" DOUBLE PRECISION NOT NULL,
    "cycles" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "fleet_hours_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "fleet_hours_hours_check" CHECK ("hours" >= 0 AND "hours" <= 24)
);
CREATE UNIQUE INDEX "fleet_hours_fleet_id_date_key" ON "fleet_hours"("fleet_id", "date");
CREATE INDEX "fleet_hours_date_idx" ON "fleet_hours"("date");
ALTER TABLE "fleet_hours" ADD CONSTRAINT "fleet_hours_fleet_id_fkey" FOREIGN KEY ("fleet_id") REFERENCES "fleets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "fleet_releases" (
    "id" SERIAL NOT NULL,
    "fleet_id" INTEGER NOT NULL,
    "released_at" TIMESTAMPTZ(3) NOT NULL,
    "valid_until" TIMESTAMPTZ(3),
    "work_order" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "certifying_staff" TEXT NOT NULL,
    "licence_number" TEXT NOT NULL,
    "user_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "fleet_releases_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "fleet_releases_fleet_id_released_at_idx" ON "fleet_releases"("fleet_id", "released_at");
CREATE INDEX "fleet_releases_user_id_idx" ON "fleet_releases"("user_id");
ALTER TABLE "fleet_releases" ADD CONSTRAINT "fleet_releases_fleet_id_fkey" FOREIGN KEY ("fleet_id") REFERENCES "fleets"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "fleet_releases" ADD CONSTRAINT "fleet_releases_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "fleet_part_releases" (
    "id" SERIAL NOT NULL,
    "fleet_part_id" INTEGER NOT NULL,
    "released_at" TIMESTAMPTZ(3) NOT NULL,
    "valid_until" TIMESTAMPTZ(3),
    "work_order" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "certifying_staff" TEXT NOT NULL,
    "licence_number" TEXT NOT NULL,
    "user_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "fleet_part_releases_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "fleet_part_releases_fleet_part_id_released_at_idx" ON "fleet_part_releases"("fleet_part_id", "released_at");
CREATE INDEX "fleet_part_releases_user_id_idx" ON "fleet_part_releases"("user_id");
ALTER TABLE "fleet_part_releases" ADD CONSTRAINT "fleet_part_releases_fleet_part_id_fkey" FOREIGN KEY ("fleet_part_id") REFERENCES "fleet_parts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "fleet_part_releases" ADD CONSTRAINT "fleet_part_releases_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "fleet_afls" (
    "id" SERIAL NOT NULL,
    "fleet_id" INTEGER NOT NULL,
    "page_number" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "pic_name" TEXT NOT NULL,
    "block_hours" DOUBLE PRECISION NOT NULL,
    "flight_hours" DOUBLE PRECISION NOT NULL,
    "cycles" INTEGER NOT NULL,
    "fuel_uplift_l" INTEGER,
    "defects" TEXT,
    "remarks" TEXT,
    "user_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "fleet_afls_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "fleet_afls_fleet_id_page_number_key" ON "fleet_afls"("fleet_id", "page_number");
CREATE INDEX "fleet_afls_fleet_id_date_idx" ON "fleet_afls"("fleet_id", "date");
CREATE INDEX "fleet_afls_user_id_idx" ON "fleet_afls"("user_id");
ALTER TABLE "fleet_afls" ADD CONSTRAINT "fleet_afls_fleet_id_fkey" FOREIGN KEY ("fleet_id") REFERENCES "fleets"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "fleet_afls" ADD CONSTRAINT "fleet_afls_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "fleet_afl_schedules" (
    "id" SERIAL NOT NULL,
    "afl_id" INTEGER NOT NULL,
    "schedule_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "fleet_afl_schedules_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "fleet_afl_schedules_afl_id_schedule_id_key" ON "fleet_afl_schedules"("afl_id", "schedule_id");
CREATE INDEX "fleet_afl_schedules_schedule_id_idx" ON "fleet_afl_schedules"("schedule_id");
ALTER TABLE "fleet_afl_schedules" ADD CONSTRAINT "fleet_afl_schedules_afl_id_fkey" FOREIGN KEY ("afl_id") REFERENCES "fleet_afls"("id") ON DELETE CASCADE ON UPDATE CASCADE;
