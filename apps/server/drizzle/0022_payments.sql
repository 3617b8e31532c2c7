CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"montant" numeric(14, 2) NOT NULL,
	"date" date NOT NULL,
	"reference" text NOT NULL,
	"source" text NOT NULL,
	"bank_ref" text,
	"debiteur" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_bank_ref_invoice_key" UNIQUE("bank_ref","invoice_id"),
	CONSTRAINT "payments_source_check" CHECK ("source" IN ('manuel', 'releve')),
	CONSTRAINT "payments_montant_check" CHECK ("payments"."montant" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payments_date_idx" ON "payments" USING btree ("date");--> statement-breakpoint
-- The finance figures read a year of client invoices by their date of issue (adm/finance, docs/payments.md).
CREATE INDEX "invoices_issued_on_idx" ON "invoices" USING btree ("issued_on");
