-- Issue 43: the audit trail. Every committed write to a table staff edit leaves one entry per row: who (a
-- user, or a timed job by name), when, which record, the operation, and the changed fields before and after
-- (an insert or a delete: the whole row). One statement-level trigger function for every table, fed by the
-- transition tables, so a bulk write of thousands of flights costs one INSERT ... SELECT, not one per row.
-- The actor is the transaction-local setting app.actor ('user:<id>', 'job:<name>'; server/audit/actor.ts
-- sets it in the transaction of each write of a request or a job); unset, the entry's actor is null. A
-- rolled-back write takes its entries with it. 'seed' records nothing (the seed of a running app).
CREATE TABLE "audit_entry" (
  "id" BIGSERIAL PRIMARY KEY,
  "at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
  "actor_user_id" INTEGER,
  "actor_job" TEXT,
  "table_name" TEXT NOT NULL,
  "record_id" TEXT NOT NULL,
  "operation" TEXT NOT NULL CHECK ("operation" IN ('insert', 'update', 'delete')),
  "changes" JSONB NOT NULL
);
-- The screens' reads: one record's history, a person's activity, the activity by kind of record, all by time.
CREATE INDEX "audit_entry_table_name_record_id_at_idx" ON "audit_entry" ("table_name", "record_id", "at");
CREATE INDEX "audit_entry_actor_user_id_at_idx" ON "audit_entry" ("actor_user_id", "at");
CREATE INDEX "audit_entry_table_name_at_idx" ON "audit_entry" ("table_name", "at");
CREATE INDEX "audit_entry_at_idx" ON "audit_entry" ("at");

-- Columns whose values never enter the trail, by name: password hashes, token hashes, push keys, secrets.
CREATE FUNCTION audit_secret(col text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT col ~ '(password|secret|token|p256dh|private)' OR col = 'auth'
$$;

-- A row as the trail keeps it: secrets masked.
CREATE FUNCTION audit_row(r jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(key, CASE WHEN audit_secret(key) THEN '"[hidden]"'::jsonb ELSE value END), '{}')
    FROM jsonb_each(r)
$$;

-- The fields an update changed, {field: [before, after]}; updated_at alone is no change.
CREATE FUNCTION audit_diff(old jsonb, new jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(n.key, CASE WHEN audit_secret(n.key) THEN '["[hidden]", "[hidden]"]'::jsonb
                                                ELSE jsonb_build_array(o.value, n.value) END), '{}')
    FROM jsonb_each(new) n JOIN jsonb_each(old) o USING (key)
   WHERE n.value IS DISTINCT FROM o.value AND n.key <> 'updated_at'
$$;

-- TG_ARGV[0]: the table's key column.
CREATE FUNCTION audit_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor text := nullif(current_setting('app.actor', true), '');
  user_id integer := CASE WHEN actor LIKE 'user:%' THEN substr(actor, 6)::integer END;
  job text := CASE WHEN actor LIKE 'job:%' THEN substr(actor, 5) END;
  k text := TG_ARGV[0];
BEGIN
  IF actor = 'seed' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO audit_entry (actor_user_id, actor_job, table_name, record_id, operation, changes)
    SELECT user_id, job, TG_TABLE_NAME, r ->> k, 'insert', audit_row(r) FROM (SELECT to_jsonb(n) r FROM audit_new n) s;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO audit_entry (actor_user_id, actor_job, table_name, record_id, operation, changes)
    SELECT user_id, job, TG_TABLE_NAME, r ->> k, 'delete', audit_row(r) FROM (SELECT to_jsonb(o) r FROM audit_old o) s;
  ELSE
    INSERT INTO audit_entry (actor_user_id, actor_job, table_name, record_id, operation, changes)
    SELECT user_id, job, TG_TABLE_NAME, n.r ->> k, 'update', d.diff
      FROM (SELECT to_jsonb(o) r FROM audit_old o) o
      JOIN (SELECT to_jsonb(n) r FROM audit_new n) n ON n.r -> k = o.r -> k,
           LATERAL (SELECT audit_diff(o.r, n.r) diff) d
     WHERE d.diff <> '{}';
  END IF;
  RETURN NULL;
END $$;

-- Gives a table its trail, keyed by its primary key's (first) column: the one way a table gets it (a new
-- table's migration calls it too: SELECT audit_attach('new_table')).
CREATE FUNCTION audit_attach(tbl regclass) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  key_column text;
BEGIN
  SELECT a.attname INTO key_column FROM pg_index i
    JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0]
   WHERE i.indrelid = tbl AND i.indisprimary;
  EXECUTE format('CREATE TRIGGER audit_insert AFTER INSERT ON %s REFERENCING NEW TABLE AS audit_new '
                 'FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(%L)', tbl, key_column);
  EXECUTE format('CREATE TRIGGER audit_update AFTER UPDATE ON %s REFERENCING OLD TABLE AS audit_old NEW TABLE AS audit_new '
                 'FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(%L)', tbl, key_column);
  EXECUTE format('CREATE TRIGGER audit_delete AFTER DELETE ON %s REFERENCING OLD TABLE AS audit_old '
                 'FOR EACH STATEMENT EXECUTE FUNCTION audit_changes(%L)', tbl, key_column);
END $$;

-- Every table of the app except the machine's own (the same list as tests/api/audit-coverage.test.ts):
-- the trail itself, migrations bookkeeping, sign-in state (tokens and sessions, attempts, rate limits),
-- job runs, notifications and push subscriptions (written for a person, not by one), the app's settings
-- (the web-push key pair) and the tallies the flight triggers keep.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT c.relname FROM pg_class c JOIN pg_namespace ns ON ns.oid = c.relnamespace
     WHERE ns.nspname = 'public' AND c.relkind IN ('r', 'p')
       AND c.relname NOT IN ('audit_entry', '_prisma_migrations', 'api_tokens', 'login_attempts', 'sign_in_limits',
                             'job_runs', 'notifications', 'push_subscriptions', 'app_settings',
                             'route_schedule_tally', 'crew_day_hours')
  LOOP
    PERFORM audit_attach(t.relname::regclass);
  END LOOP;
END $$;
