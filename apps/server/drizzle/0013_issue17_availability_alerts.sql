CREATE TABLE "candidate_alert_hits" (
	"alert_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_alert_hits_alert_id_offer_id_pk" PRIMARY KEY("alert_id","offer_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"candidate_id" integer NOT NULL,
	"search" text,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"skills_norm" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_alert_hits" (
	"alert_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_alert_hits_alert_id_candidate_id_pk" PRIMARY KEY("alert_id","candidate_id")
);
--> statement-breakpoint
CREATE TABLE "client_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"skills" text[] NOT NULL,
	"skills_norm" text[] NOT NULL,
	"niv_exp" text,
	"date_dispo" date,
	"min_score" integer DEFAULT 80 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_alerts_niv_exp_check" CHECK ("client_alerts"."niv_exp" IS NULL OR "niv_exp" IN ('<1', '1-10', '>10')),
	CONSTRAINT "client_alerts_min_score_check" CHECK ("client_alerts"."min_score" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text,
	"locked_until" timestamp with time zone,
	"last_run_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "link_tokens" DROP CONSTRAINT "link_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_titre_check";--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "jours_semaine" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "dispo_confirmee_le" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "dispo_rappel_le" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "retention_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "retention_kept_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidate_alert_hits" ADD CONSTRAINT "candidate_alert_hits_alert_id_candidate_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."candidate_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_alert_hits" ADD CONSTRAINT "candidate_alert_hits_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_alerts" ADD CONSTRAINT "candidate_alerts_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_alert_hits" ADD CONSTRAINT "client_alert_hits_alert_id_client_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."client_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_alert_hits" ADD CONSTRAINT "client_alert_hits_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_alerts" ADD CONSTRAINT "client_alerts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_alerts_candidate_idx" ON "candidate_alerts" USING btree ("candidate_id","id");--> statement-breakpoint
CREATE INDEX "candidate_alerts_skills_gin" ON "candidate_alerts" USING gin ("skills_norm");--> statement-breakpoint
CREATE INDEX "client_alerts_client_idx" ON "client_alerts" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "client_alerts_skills_gin" ON "client_alerts" USING gin ("skills_norm");--> statement-breakpoint
CREATE INDEX "candidates_dispo_relance_idx" ON "candidates" USING btree (coalesce("dispo_rappel_le", "dispo_confirmee_le"));--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_jours_semaine_check" CHECK ("candidates"."jours_semaine" BETWEEN 1 AND 5);--> statement-breakpoint
ALTER TABLE "link_tokens" ADD CONSTRAINT "link_tokens_purpose_check" CHECK ("purpose" IN ('verify_email', 'reset_password', 'confirm_dispo', 'keep_account'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_titre_check" CHECK ("titre" IN ('msg', 'valid_cmpt', 'postul', 'other', 'entretien', 'dispo_rappel', 'alerte', 'retention'));--> statement-breakpoint
-- Hand-written:
-- Backfill: an existing availability was last confirmed when its profile was last saved.
UPDATE "candidates" SET "dispo_confirmee_le" = "updated_at";--> statement-breakpoint
-- The search's in-memory index ranks on the confirmation too: its write stamps the row like dispo's.
DROP TRIGGER candidates_match_xid ON "candidates";--> statement-breakpoint
CREATE TRIGGER candidates_match_xid BEFORE INSERT OR UPDATE OF active, skills_norm, niv_exp, dispo, dispo_confirmee_le, jours_semaine ON "candidates"
  FOR EACH ROW EXECUTE FUNCTION public.passerelle_candidates_match_xid();
