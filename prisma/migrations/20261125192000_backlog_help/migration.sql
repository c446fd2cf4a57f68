-- The backlog & help widget (issue 15, spec 3 and 4): staff file issues and ideas about a screen (path is
-- the screen's route name), follow them through the statuses of spec 4 and comment on them; help entries
-- are short how-tos, seeded and edited by root and admin. The q searches are case-insensitive "contains",
-- so title and description carry trigram indexes (pg_trgm is created by 20261121140000_flight_list_indexes).

CREATE TABLE "backlog_items" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "category" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "status" INTEGER NOT NULL DEFAULT 0,
    "priority" INTEGER NOT NULL DEFAULT 1,
    "created" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "backlog_items_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "backlog_items_category_check" CHECK ("category" IN ('ISSUE', 'IDEA')),
    CONSTRAINT "backlog_items_status_check" CHECK ("status" IN (0, 1, 2, 99, 100)),
    CONSTRAINT "backlog_items_priority_check" CHECK ("priority" BETWEEN 0 AND 3)
);
CREATE INDEX "backlog_items_status_created_idx" ON "backlog_items"("status", "created");
CREATE INDEX "backlog_items_path_idx" ON "backlog_items"("path");
CREATE INDEX "backlog_items_user_id_idx" ON "backlog_items"("user_id");
CREATE INDEX "backlog_items_search_idx" ON "backlog_items" USING GIN ("title" gin_trgm_ops, "description" gin_trgm_ops);
ALTER TABLE "backlog_items" ADD CONSTRAINT "backlog_items_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "backlog_comments" (
    "id" SERIAL NOT NULL,
    "backlog_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "comment" TEXT NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 1,
    "created" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "backlog_comments_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "backlog_comments_status_check" CHECK ("status" IN (0, 1))
);
CREATE INDEX "backlog_comments_backlog_id_created_idx" ON "backlog_comments"("backlog_id", "created");
CREATE INDEX "backlog_comments_user_id_idx" ON "backlog_comments"("user_id");
ALTER TABLE "backlog_comments" ADD CONSTRAINT "backlog_comments_backlog_id_fkey" FOREIGN KEY ("backlog_id") REFERENCES "backlog_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "backlog_comments" ADD CONSTRAINT "backlog_comments_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "help_entries" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "desc" TEXT NOT NULL,
    "path" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "help_entries_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "help_entries_title_key" ON "help_entries"("title");
CREATE INDEX "help_entries_path_idx" ON "help_entries"("path");
CREATE INDEX "help_entries_search_idx" ON "help_entries" USING GIN ("title" gin_trgm_ops, "desc" gin_trgm_ops);
