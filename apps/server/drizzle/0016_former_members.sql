CREATE TABLE "former_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"left_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "former_members" ADD CONSTRAINT "former_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "former_members" ADD CONSTRAINT "former_members_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "former_members_client_idx" ON "former_members" USING btree ("client_id");--> statement-breakpoint
-- Members removed before this migration: the staff's log names the company each one left (remove_member).
INSERT INTO "former_members" ("user_id", "client_id", "left_at")
SELECT DISTINCT ON (a."target_user_id") a."target_user_id", a."target_id", a."created_at"
FROM "admin_actions" a
JOIN "users" u ON u."id" = a."target_user_id"
JOIN "clients" c ON c."id" = a."target_id"
WHERE a."action" = 'remove_member' AND u."etat" = 'blocked' AND u."deleted_at" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "client_members" m WHERE m."user_id" = a."target_user_id")
  -- Not an account the staff blocked after (or before) the removal: theirs to reopen, not the company's.
  AND NOT EXISTS (SELECT 1 FROM "admin_actions" b WHERE b."target_user_id" = a."target_user_id" AND b."action" = 'ban')
ORDER BY a."target_user_id", a."created_at" DESC;
