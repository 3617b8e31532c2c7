CREATE TABLE "contract_codes" (
	"contract_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_codes_contract_user_key" UNIQUE("contract_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mission_id" integer NOT NULL,
	"type" text NOT NULL,
	"etat" text DEFAULT 'a_signer' NOT NULL,
	"original" "bytea" NOT NULL,
	"original_sha256" text NOT NULL,
	"signed" "bytea",
	"signed_sha256" text,
	"signed_at" timestamp with time zone,
	"signer_id" integer,
	"signer_nom" text,
	"signer_prenom" text,
	"signer_email" text,
	"signer_ip" text,
	"signer_user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_mission_type_key" UNIQUE("mission_id","type"),
	CONSTRAINT "contracts_type_check" CHECK ("type" IN ('bon_commande', 'contrat_prestation')),
	CONSTRAINT "contracts_etat_check" CHECK ("etat" IN ('a_signer', 'signe')),
	CONSTRAINT "contracts_signed_check" CHECK (("contracts"."etat" = 'signe') = ("contracts"."signed" IS NOT NULL AND "contracts"."signed_sha256" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "contract_codes" ADD CONSTRAINT "contract_codes_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_codes" ADD CONSTRAINT "contract_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_signer_id_users_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_codes_user_idx" ON "contract_codes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_signed_sha256_key" ON "contracts" USING btree ("signed_sha256");
