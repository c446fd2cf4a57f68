-- The watersports scrapbook (issue 13): posts of the shop's trips and events for its website, each with
-- one or more photos in order. A photo is an upload (uploads.id); deleting a post deletes its photo rows
-- (and, in the service, the upload rows and files no other record uses). An upload in a post cannot be
-- deleted from under it.
CREATE TABLE "sws_scrapbook_posts" (
    "id" SERIAL NOT NULL,
    "caption" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "place" TEXT NOT NULL,
    "tags" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "author_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "sws_scrapbook_posts_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "sws_scrapbook_posts_date_id_idx" ON "sws_scrapbook_posts"("date", "id");
CREATE INDEX "sws_scrapbook_posts_author_id_idx" ON "sws_scrapbook_posts"("author_id");
CREATE INDEX "sws_scrapbook_posts_tags_idx" ON "sws_scrapbook_posts" USING GIN ("tags");
ALTER TABLE "sws_scrapbook_posts" ADD CONSTRAINT "sws_scrapbook_posts_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "sws_scrapbook_images" (
    "id" SERIAL NOT NULL,
    "post_id" INTEGER NOT NULL,
    "upload_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    CONSTRAINT "sws_scrapbook_images_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "sws_scrapbook_images_position_check" CHECK ("position" >= 0)
);
CREATE UNIQUE INDEX "sws_scrapbook_images_post_id_position_key" ON "sws_scrapbook_images"("post_id", "position");
CREATE INDEX "sws_scrapbook_images_upload_id_idx" ON "sws_scrapbook_images"("upload_id");
ALTER TABLE "sws_scrapbook_images" ADD CONSTRAINT "sws_scrapbook_images_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "sws_scrapbook_posts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "sws_scrapbook_images" ADD CONSTRAINT "sws_scrapbook_images_upload_id_fkey" FOREIGN KEY ("upload_id") REFERENCES "uploads"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
