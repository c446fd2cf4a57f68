-- Careers and recruitment (issue 14): job postings (local or expat hiring), candidates, their applications
-- with the status of spec 4 and its history, the candidate's structured form and documents. A candidate
-- erased on request keeps its row as a placeholder (erased_at, erased_by_id) with every personal field
-- cleared, so the counts per status stay true.
CREATE TABLE "job_postings" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "department" TEXT NOT NULL,
    "base_id" INTEGER,
    "employment_type" TEXT NOT NULL,
    "track" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "requirements" TEXT NOT NULL DEFAULT '',
    "opens_on" DATE NOT NULL,
    "closes_on" DATE NOT NULL,
    "published" BOOLEAN NOT NULL DEFAULT false,
    "created_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "job_postings_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "job_postings_track_check" CHECK ("track" IN ('local', 'expat')),
    CONSTRAINT "job_postings_dates_check" CHECK ("closes_on" >= "opens_on")
);
CREATE INDEX "job_postings_track_published_closes_on_idx" ON "job_postings"("track", "published", "closes_on");
CREATE INDEX "job_postings_title_idx" ON "job_postings"("title");
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_base_id_fkey" FOREIGN KEY ("base_id") REFERENCES "bases"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "candidates" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT,
    "phone" TEXT,
    "nationality" TEXT,
    "date_of_birth" DATE,
    "erased_at" TIMESTAMPTZ(3),
    "erased_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "candidates_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "candidates_email_lower_check" CHECK ("email" IS NULL OR "email" = lower("email"))
);
CREATE INDEX "candidates_email_idx" ON "candidates"("email");
CREATE INDEX "candidates_name_idx" ON "candidates"("name");
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_erased_by_id_fkey" FOREIGN KEY ("erased_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "candidate_documents" (
    "id" SERIAL NOT NULL,
    "candidate_id" INTEGER NOT NULL,
    "upload_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "candidate_documents_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "candidate_documents_candidate_id_idx" ON "candidate_documents"("candidate_id");
CREATE INDEX "candidate_documents_upload_id_idx" ON "candidate_documents"("upload_id");
ALTER TABLE "candidate_documents" ADD CONSTRAINT "candidate_documents_candidate_id_fkey" FOREIGN KEY ("candidate_id") REFERENCES "candidates"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "candidate_documents" ADD CONSTRAINT "candidate_documents_upload_id_fkey" FOREIGN KEY ("upload_id") REFERENCES "uploads"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "candidate_forms" (
    "candidate_id" INTEGER NOT NULL,
    "data" JSONB NOT NULL DEFAULT '{}',
    "updated_by_id" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "candidate_forms_pkey" PRIMARY KEY ("candidate_id")
);
ALTER TABLE "candidate_forms" ADD CONSTRAINT "candidate_forms_candidate_id_fkey" FOREIGN KEY ("candidate_id") REFERENCES "candidates"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "candidate_forms" ADD CONSTRAINT "candidate_forms_updated_by_id_fkey" FOREIGN KEY ("updated_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- One application per email and posting (the email kept in lower case; cleared on erasure).
CREATE TABLE "job_applications" (
    "id" SERIAL NOT NULL,
    "posting_id" INTEGER NOT NULL,
    "candidate_id" INTEGER NOT NULL,
    "email" TEXT,
    "status" INTEGER NOT NULL DEFAULT 0,
    "decline_reason" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "job_applications_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "job_applications_status_check" CHECK ("status" IN (0, 1, 2, 99, 100))
);
CREATE UNIQUE INDEX "job_applications_posting_id_email_key" ON "job_applications"("posting_id", "email");
CREATE INDEX "job_applications_posting_id_status_idx" ON "job_applications"("posting_id", "status");
CREATE INDEX "job_applications_candidate_id_idx" ON "job_applications"("candidate_id");
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_posting_id_fkey" FOREIGN KEY ("posting_id") REFERENCES "job_postings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_candidate_id_fkey" FOREIGN KEY ("candidate_id") REFERENCES "candidates"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Every change of an application (created, a status move, the candidate's erasure), with who and when.
CREATE TABLE "job_application_history" (
    "id" SERIAL NOT NULL,
    "application_id" INTEGER NOT NULL,
    "action" TEXT NOT NULL,
    "from_status" INTEGER,
    "to_status" INTEGER,
    "reason" TEXT,
    "note" TEXT,
    "user_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "job_application_history_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "job_application_history_application_id_id_idx" ON "job_application_history"("application_id", "id");
ALTER TABLE "job_application_history" ADD CONSTRAINT "job_application_history_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "job_applications"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "job_application_history" ADD CONSTRAINT "job_application_history_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
