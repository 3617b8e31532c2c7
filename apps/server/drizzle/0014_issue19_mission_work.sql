CREATE TABLE "compliance_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "compliance_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"candidate_id" integer NOT NULL,
	"type" text NOT NULL,
	"storage_key" text NOT NULL,
	"expire_le" date NOT NULL,
	"etat" text DEFAULT 'a_verifier' NOT NULL,
	"motif" text,
	"verified_by" integer,
	"verified_at" timestamp with time zone,
	"reminder_soon_at" timestamp with time zone,
	"reminder_expired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_documents_type_check" CHECK ("type" IN ('kbis', 'urssaf', 'rc_pro')),
	CONSTRAINT "compliance_documents_etat_check" CHECK ("etat" IN ('a_verifier', 'valide', 'refuse'))
);
--> statement-breakpoint
CREATE TABLE "cras" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cras_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mission_id" integer NOT NULL,
	"mois" text NOT NULL,
	"jours" jsonb NOT NULL,
	"total" numeric(5, 1) NOT NULL,
	"etat" text DEFAULT 'brouillon' NOT NULL,
	"motif" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cras_mission_month_key" UNIQUE("mission_id","mois"),
	CONSTRAINT "cras_etat_check" CHECK ("etat" IN ('brouillon', 'soumis', 'valide', 'refuse')),
	CONSTRAINT "cras_mois_check" CHECK ("cras"."mois" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"numero" text NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"cra_id" integer,
	"mission_id" integer,
	"client_id" integer,
	"mois" text NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"issuer" jsonb NOT NULL,
	"client_name" text NOT NULL,
	"client_contact" text NOT NULL,
	"candidate_name" text NOT NULL,
	"mission_start" date NOT NULL,
	"mission_end" date NOT NULL,
	"days" numeric(5, 1) NOT NULL,
	"tjm" numeric(12, 3) NOT NULL,
	"ht" numeric(14, 2) NOT NULL,
	"tva" numeric(14, 2) NOT NULL,
	"ttc" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_numero_unique" UNIQUE("numero"),
	CONSTRAINT "invoices_year_seq_key" UNIQUE("year","seq"),
	CONSTRAINT "invoices_cra_key" UNIQUE("cra_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mission_id" integer NOT NULL,
	"side" text NOT NULL,
	"author_id" integer,
	"candidate_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"note" integer NOT NULL,
	"commentaire" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_mission_side_key" UNIQUE("mission_id","side"),
	CONSTRAINT "reviews_side_check" CHECK ("reviews"."side" IN ('cl', 'cd')),
	CONSTRAINT "reviews_note_check" CHECK ("reviews"."note" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "compliance_documents" ADD CONSTRAINT "compliance_documents_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_documents" ADD CONSTRAINT "compliance_documents_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cras" ADD CONSTRAINT "cras_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cras" ADD CONSTRAINT "cras_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_cra_id_cras_id_fk" FOREIGN KEY ("cra_id") REFERENCES "public"."cras"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_documents_candidate_idx" ON "compliance_documents" USING btree ("candidate_id","type","expire_le");--> statement-breakpoint
CREATE INDEX "compliance_documents_expiry_idx" ON "compliance_documents" USING btree ("expire_le");--> statement-breakpoint
CREATE INDEX "invoices_client_idx" ON "invoices" USING btree ("client_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_candidate_idx" ON "reviews" USING btree ("candidate_id");