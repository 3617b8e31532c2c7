ALTER TABLE "contact_messages" ADD COLUMN "etat" text DEFAULT 'nouveau' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "reponse" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "reponse_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "reponse_by" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "about_user_id" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "decision_message" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_reponse_by_users_id_fk" FOREIGN KEY ("reponse_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_about_user_id_users_id_fk" FOREIGN KEY ("about_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_etat_check" CHECK ("etat" IN ('nouveau', 'traite'));--> statement-breakpoint
-- Staff notifications « Nouveau compte … à valider » written before about_user_id: find their account by the
-- e-mail they name, and settle those whose account is no longer waiting (DECISIONS §6.9).
UPDATE "notifications" AS n SET "about_user_id" = u."id"
  FROM "users" AS u
  WHERE n."about_user_id" IS NULL
    AND n."content" LIKE 'Nouveau compte % à valider : <strong>%</strong>'
    AND n."content" LIKE '%<strong>' || u."email" || '</strong>';--> statement-breakpoint
UPDATE "notifications" AS n SET "read" = true
  FROM "users" AS u
  WHERE n."about_user_id" = u."id" AND u."etat" <> 'pending' AND NOT n."read";
