CREATE TABLE "platform_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"transparence_tarifs" boolean DEFAULT true NOT NULL,
	"delai_validation_cra" integer DEFAULT 5 NOT NULL,
	"delai_paiement" integer DEFAULT 30 NOT NULL,
	"taux_penalites" numeric(5, 2) DEFAULT '12.15' NOT NULL,
	"emetteur_iban" text,
	"emetteur_bic" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_settings_single_row" CHECK ("platform_settings"."id" = 1),
	CONSTRAINT "platform_settings_delai_cra_check" CHECK ("platform_settings"."delai_validation_cra" BETWEEN 1 AND 20),
	CONSTRAINT "platform_settings_delai_paiement_check" CHECK ("platform_settings"."delai_paiement" BETWEEN 0 AND 60),
	CONSTRAINT "platform_settings_taux_check" CHECK ("platform_settings"."taux_penalites" >= 0 AND "platform_settings"."taux_penalites" <= 100)
);
--> statement-breakpoint
-- Issue 31: the freelancer's rate; missions made before it was paid their client's tjm.
ALTER TABLE "missions" ADD COLUMN "tjm_candidat" numeric(12, 3);--> statement-breakpoint
UPDATE "missions" SET "tjm_candidat" = "tjm";--> statement-breakpoint
ALTER TABLE "missions" ALTER COLUMN "tjm_candidat" SET NOT NULL;--> statement-breakpoint
-- The root's Réglages: one row, the defaults of DECISIONS §6.5.
INSERT INTO "platform_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_actions_target_idx" ON "admin_actions" USING btree ("target_type","target_id","created_at");--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_tjm_candidat_check" CHECK ("missions"."tjm_candidat" > 0 AND "missions"."tjm_candidat" <= "missions"."tjm");--> statement-breakpoint
-- A mission written without tjm_candidat (raw SQL of older scripts) pays its freelancer the client's tjm,
-- as DECISIONS §6.5 says when nothing else is known; the service always writes it.
CREATE FUNCTION missions_tjm_candidat_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.tjm_candidat IS NULL THEN
    NEW.tjm_candidat := NEW.tjm;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER missions_tjm_candidat_default BEFORE INSERT ON "missions"
  FOR EACH ROW EXECUTE FUNCTION missions_tjm_candidat_default();
