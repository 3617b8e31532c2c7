-- An erased account (RGPD) keeps its candidate record for the missions it is party to, without sex or
-- birth date; the staff's inactive candidates read users_candidate_activity_idx in its order.
ALTER TABLE "candidates" ALTER COLUMN "sex" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ALTER COLUMN "date_naissance" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "users_candidate_activity_idx" ON "users" USING btree (coalesce("last_seen_at", "created_at"),"id") WHERE "users"."role" = 'condidat' AND "users"."deleted_at" IS NULL;