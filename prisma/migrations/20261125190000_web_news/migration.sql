-- Web news (issue 15): the website's articles. A scheduled article is public once its published_at has
-- passed (the public reads test status and time, so no job has to flip it); version counts the saves so
-- that an update naming an older one is refused (optimistic locking).
CREATE TABLE "news_articles" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "summary" TEXT,
    "body" TEXT NOT NULL,
    "cover_id" UUID,
    "status" TEXT NOT NULL DEFAULT 'draft',
    "published_at" TIMESTAMPTZ(3),
    "author_id" INTEGER,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "news_articles_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "news_articles_status_check" CHECK ("status" IN ('draft', 'published', 'scheduled')),
    CONSTRAINT "news_articles_scheduled_check" CHECK ("status" = 'draft' OR "published_at" IS NOT NULL)
);
CREATE UNIQUE INDEX "news_articles_slug_key" ON "news_articles"("slug");
CREATE INDEX "news_articles_status_published_at_idx" ON "news_articles"("status", "published_at");
CREATE INDEX "news_articles_published_at_id_idx" ON "news_articles"("published_at", "id");
CREATE INDEX "news_articles_author_id_idx" ON "news_articles"("author_id");
CREATE INDEX "news_articles_cover_id_idx" ON "news_articles"("cover_id");
CREATE INDEX "news_articles_title_idx" ON "news_articles" USING GIN ("title" gin_trgm_ops);
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_cover_id_fkey" FOREIGN KEY ("cover_id") REFERENCES "uploads"("id") ON DELETE SET NULL ON UPDATE CASCADE;
