CREATE TABLE "payment_reminders" (
	"invoice_id" integer NOT NULL,
	"step" integer NOT NULL,
	"reste_du" numeric(14, 2) NOT NULL,
	"penalites" numeric(14, 2) NOT NULL,
	"indemnite" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_reminders_invoice_id_step_pk" PRIMARY KEY("invoice_id","step"),
	CONSTRAINT "payment_reminders_step_check" CHECK ("payment_reminders"."step" IN (1, 15))
);
--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;