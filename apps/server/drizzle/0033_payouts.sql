CREATE TABLE "payout_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"msg_id" text NOT NULL,
	"etat" text DEFAULT 'en_cours' NOT NULL,
	"execution_date" date NOT NULL,
	"debtor_iban" text NOT NULL,
	"debtor_bic" text NOT NULL,
	"nb" integer NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"xml" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" integer,
	CONSTRAINT "payout_orders_msg_id_unique" UNIQUE("msg_id"),
	CONSTRAINT "payout_orders_etat_check" CHECK ("etat" IN ('en_cours', 'verse')),
	CONSTRAINT "payout_orders_total_check" CHECK ("payout_orders"."total" > 0 AND "payout_orders"."nb" > 0)
);
--> statement-breakpoint
CREATE TABLE "payout_transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"candidate_id" integer,
	"montant" numeric(14, 2) NOT NULL,
	"end_to_end_id" text NOT NULL,
	"creditor_name" text NOT NULL,
	"creditor_iban" text NOT NULL,
	"creditor_bic" text,
	CONSTRAINT "payout_transfers_invoice_key" UNIQUE("invoice_id"),
	CONSTRAINT "payout_transfers_montant_check" CHECK ("payout_transfers"."montant" > 0)
);
--> statement-breakpoint
ALTER TABLE "payout_orders" ADD CONSTRAINT "payout_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_orders" ADD CONSTRAINT "payout_orders_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD CONSTRAINT "payout_transfers_order_id_payout_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payout_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD CONSTRAINT "payout_transfers_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD CONSTRAINT "payout_transfers_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_orders_created_idx" ON "payout_orders" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payout_transfers_order_idx" ON "payout_transfers" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payout_transfers_candidate_idx" ON "payout_transfers" USING btree ("candidate_id");