CREATE TABLE "candidates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"titre" text NOT NULL,
	"sex" text NOT NULL,
	"date_naissance" date NOT NULL,
	"niv_etude" text NOT NULL,
	"niv_exp" text NOT NULL,
	"resume" text,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"skills_norm" text[] DEFAULT '{}'::text[] NOT NULL,
	"dispo" date NOT NULL,
	"tjm" integer,
	"active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidates_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "candidates_sex_check" CHECK ("sex" IN ('male', 'female')),
	CONSTRAINT "candidates_niv_etude_check" CHECK ("niv_etude" IN ('secondaire', 'bac+3', 'bac+4', 'bac+5', 'bac+8')),
	CONSTRAINT "candidates_niv_exp_check" CHECK ("niv_exp" IN ('<1', '1-10', '>10')),
	CONSTRAINT "candidates_tjm_check" CHECK ("candidates"."tjm" IS NULL OR "candidates"."tjm" BETWEEN 1 AND 999999999)
);
--> statement-breakpoint
CREATE TABLE "experiences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "experiences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"candidate_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"entreprise" text NOT NULL,
	"lieu" text NOT NULL,
	"date_debut" date NOT NULL,
	"date_fin" date NOT NULL,
	"domaine" text NOT NULL,
	"fonction" text NOT NULL,
	"description" text NOT NULL,
	"tech" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiences_dates_check" CHECK ("experiences"."date_fin" >= "experiences"."date_debut")
);
--> statement-breakpoint
CREATE TABLE "formations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "formations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"candidate_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"nom" text NOT NULL,
	"ecole" text NOT NULL,
	"date_debut" date NOT NULL,
	"date_fin" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "formations_dates_check" CHECK ("formations"."date_fin" >= "formations"."date_debut")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type_client" text NOT NULL,
	"nom_entreprise" text NOT NULL,
	"date_creation" date NOT NULL,
	"resume" text,
	"site_web" text,
	"secteur" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "clients_type_client_check" CHECK ("type_client" IN ('esn', 'client'))
);
--> statement-breakpoint
CREATE TABLE "link_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "link_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "link_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "link_tokens_purpose_check" CHECK ("purpose" IN ('verify_email', 'reset_password'))
);
--> statement-breakpoint
CREATE TABLE "admin_actions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_id" integer,
	"action" text NOT NULL,
	"target_user_id" integer,
	"target_type" text,
	"target_id" integer,
	"details" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"sender_id" integer,
	"from_staff" boolean NOT NULL,
	"content" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fullname" text NOT NULL,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"titre" text NOT NULL,
	"content" text NOT NULL,
	"url" text,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_titre_check" CHECK ("titre" IN ('msg', 'valid_cmpt', 'postul', 'other'))
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"offer_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"etat" text DEFAULT 'en_attente' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_offer_candidate_key" UNIQUE("offer_id","candidate_id"),
	CONSTRAINT "applications_etat_check" CHECK ("etat" IN ('en_attente', 'retenue', 'non_retenue'))
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"titre" text NOT NULL,
	"description" text NOT NULL,
	"budget" integer NOT NULL,
	"date_debut" date NOT NULL,
	"date_fin" date NOT NULL,
	"tech" text[] DEFAULT '{}'::text[] NOT NULL,
	"tech_norm" text[] DEFAULT '{}'::text[] NOT NULL,
	"etat" text DEFAULT 'ouvert' NOT NULL,
	"isblocked" boolean DEFAULT false NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (public.passerelle_offer_search("titre", "tech", "description")) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_etat_check" CHECK ("etat" IN ('ouvert', 'en_cours', 'ferme')),
	CONSTRAINT "offers_budget_check" CHECK ("offers"."budget" BETWEEN 1 AND 999999999),
	CONSTRAINT "offers_dates_check" CHECK ("offers"."date_fin" >= "offers"."date_debut")
);
--> statement-breakpoint
CREATE TABLE "candidate_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "candidate_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"offer_id" integer,
	"date_debut" date NOT NULL,
	"date_fin" date NOT NULL,
	"etat" text DEFAULT 'en_attente' NOT NULL,
	"observation" text,
	"treated_by" integer,
	"treated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_requests_etat_check" CHECK ("etat" IN ('en_attente', 'ferme_success', 'ferme_fail')),
	CONSTRAINT "candidate_requests_dates_check" CHECK ("candidate_requests"."date_fin" >= "candidate_requests"."date_debut")
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "favourites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_client_candidate_key" UNIQUE("client_id","candidate_id")
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "missions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer,
	"client_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"offer_id" integer,
	"etat" text DEFAULT 'en_attente' NOT NULL,
	"date_debut" date NOT NULL,
	"date_fin" date NOT NULL,
	"tjm" numeric(12, 3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missions_request_key" UNIQUE("request_id"),
	CONSTRAINT "missions_etat_check" CHECK ("etat" IN ('en_attente', 'en_cours', 'termine')),
	CONSTRAINT "missions_tjm_check" CHECK ("missions"."tjm" > 0),
	CONSTRAINT "missions_dates_check" CHECK ("missions"."date_fin" >= "missions"."date_debut")
);
--> statement-breakpoint
CREATE TABLE "search_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer,
	"skills" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"etat" text DEFAULT 'pending' NOT NULL,
	"nom" text,
	"prenom" text,
	"tel" text,
	"img" text,
	"cv_key" text,
	"cv_name" text,
	"cv_type" text,
	"email_verified_at" timestamp with time zone,
	"cgu_accepted_at" timestamp with time zone,
	"profile_done" boolean DEFAULT false NOT NULL,
	"formation_done" boolean DEFAULT false NOT NULL,
	"exp_done" boolean DEFAULT false NOT NULL,
	"last_seen_at" timestamp with time zone,
	"last_digest_at" timestamp with time zone,
	"digest_opt_out" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("role" IN ('root', 'admin', 'client', 'condidat')),
	CONSTRAINT "users_etat_check" CHECK ("etat" IN ('active', 'pending', 'blocked'))
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formations" ADD CONSTRAINT "formations_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_tokens" ADD CONSTRAINT "link_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_actions" ADD CONSTRAINT "admin_actions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_actions" ADD CONSTRAINT "admin_actions_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_requests" ADD CONSTRAINT "candidate_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_requests" ADD CONSTRAINT "candidate_requests_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_requests" ADD CONSTRAINT "candidate_requests_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_requests" ADD CONSTRAINT "candidate_requests_treated_by_users_id_fk" FOREIGN KEY ("treated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_request_id_candidate_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."candidate_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_events" ADD CONSTRAINT "search_events_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidates_active_skills_gin" ON "candidates" USING gin ("skills_norm") WHERE "candidates"."active";--> statement-breakpoint
CREATE INDEX "candidates_active_dispo_idx" ON "candidates" USING btree ("dispo") WHERE "candidates"."active";--> statement-breakpoint
CREATE INDEX "experiences_candidate_idx" ON "experiences" USING btree ("candidate_id","position");--> statement-breakpoint
CREATE INDEX "formations_candidate_idx" ON "formations" USING btree ("candidate_id","position");--> statement-breakpoint
CREATE INDEX "link_tokens_user_idx" ON "link_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "admin_actions_target_user_idx" ON "admin_actions" USING btree ("target_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_actions_created_idx" ON "admin_actions" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_messages_user_idx" ON "chat_messages" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_unread_idx" ON "chat_messages" USING btree ("user_id","from_staff") WHERE "chat_messages"."read_at" IS NULL;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_candidate_idx" ON "applications" USING btree ("candidate_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offers_client_idx" ON "offers" USING btree ("client_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offers_visible_idx" ON "offers" USING btree ("created_at" DESC NULLS LAST) WHERE NOT "offers"."isblocked" AND "offers"."etat" IN ('ouvert', 'en_cours');--> statement-breakpoint
CREATE INDEX "offers_search_gin" ON "offers" USING gin ("search");--> statement-breakpoint
CREATE INDEX "candidate_requests_client_idx" ON "candidate_requests" USING btree ("client_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidate_requests_candidate_idx" ON "candidate_requests" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "candidate_requests_etat_idx" ON "candidate_requests" USING btree ("etat","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_requests_pending_key" ON "candidate_requests" USING btree ("client_id","candidate_id") WHERE "candidate_requests"."etat" = 'en_attente';--> statement-breakpoint
CREATE INDEX "missions_client_idx" ON "missions" USING btree ("client_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "missions_candidate_idx" ON "missions" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "missions_dates_idx" ON "missions" USING btree ("date_debut","date_fin");--> statement-breakpoint
CREATE INDEX "search_events_created_idx" ON "search_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_etat_idx" ON "users" USING btree ("role","etat");