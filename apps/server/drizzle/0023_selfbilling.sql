CREATE TABLE "candidate_billing" (
	"candidate_id" integer PRIMARY KEY NOT NULL,
	"raison_sociale" text NOT NULL,
	"siret" text NOT NULL,
	"adresse" text NOT NULL,
	"code_postal" text NOT NULL,
	"ville" text NOT NULL,
	"regime_tva" text NOT NULL,
	"tva_intra" text,
	"iban" text NOT NULL,
	"bic" text NOT NULL,
	"mandat_le" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_billing_regime_check" CHECK ("regime_tva" IN ('franchise', 'assujetti'))
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_year_seq_key";--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_cra_key";--> statement-breakpoint
-- Each kind of invoice is its own gapless series (DECISIONS §6.6): the counters are kept per type and year.
ALTER TABLE "invoice_counters" ADD COLUMN "series" text DEFAULT 'client' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_counters" DROP CONSTRAINT "invoice_counters_pkey";--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_pkey" PRIMARY KEY("series","year");--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "type" text DEFAULT 'client' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "candidate_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "seller" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_category" text DEFAULT 'S' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_rate" numeric(5, 2) DEFAULT '20' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "source_invoice_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "corrects_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "motif" text;--> statement-breakpoint
ALTER TABLE "candidate_billing" ADD CONSTRAINT "candidate_billing_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_source_invoice_id_invoices_id_fk" FOREIGN KEY ("source_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_corrects_id_invoices_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_cra_idx" ON "invoices" USING btree ("cra_id");--> statement-breakpoint
CREATE INDEX "invoices_candidate_idx" ON "invoices" USING btree ("candidate_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_source_key" UNIQUE("source_invoice_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_corrects_key" UNIQUE("corrects_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_type_year_seq_key" UNIQUE("type","year","seq");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_type_check" CHECK ("type" IN ('client', 'autofacturation', 'avoir'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_vat_category_check" CHECK ("invoices"."vat_category" IN ('S', 'E'));
