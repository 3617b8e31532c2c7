CREATE TABLE "conversations" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"last_message" text NOT NULL,
	"unread_by_staff" integer DEFAULT 0 NOT NULL,
	"unread_by_user" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "admin_actions_target_user_idx";--> statement-breakpoint
DROP INDEX "admin_actions_created_idx";--> statement-breakpoint
DROP INDEX "contact_messages_created_idx";--> statement-breakpoint
DROP INDEX "notifications_user_idx";--> statement-breakpoint
DROP INDEX "applications_candidate_idx";--> statement-breakpoint
DROP INDEX "offers_client_idx";--> statement-breakpoint
DROP INDEX "candidate_requests_client_idx";--> statement-breakpoint
DROP INDEX "candidate_requests_etat_idx";--> statement-breakpoint
DROP INDEX "missions_client_idx";--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_last_message_idx" ON "conversations" USING btree ("last_message_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE NOT "notifications"."read";--> statement-breakpoint
CREATE INDEX "admin_actions_target_user_idx" ON "admin_actions" USING btree ("target_user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "admin_actions_created_idx" ON "admin_actions" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applications_candidate_idx" ON "applications" USING btree ("candidate_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "offers_client_idx" ON "offers" USING btree ("client_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "candidate_requests_client_idx" ON "candidate_requests" USING btree ("client_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "candidate_requests_etat_idx" ON "candidate_requests" USING btree ("etat","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "missions_client_idx" ON "missions" USING btree ("client_id","created_at" DESC NULLS FIRST);