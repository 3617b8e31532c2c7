CREATE TABLE "invoice_documents" (
	"invoice_id" integer PRIMARY KEY NOT NULL,
	"pdf" "bytea" NOT NULL,
	"xml" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- An issued invoice never changes (DECISIONS §6.6): its stored Factur-X document is written once and refused
-- any later UPDATE or DELETE, whoever asks.
CREATE OR REPLACE FUNCTION public.passerelle_invoice_documents_immutable() RETURNS trigger
  LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'an issued invoice''s document never changes (invoice %)', OLD.invoice_id;
    END
  $$;
--> statement-breakpoint
CREATE TRIGGER invoice_documents_immutable BEFORE UPDATE OR DELETE ON "invoice_documents"
  FOR EACH ROW EXECUTE FUNCTION public.passerelle_invoice_documents_immutable();
