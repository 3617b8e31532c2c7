ALTER TABLE "clients" ADD COLUMN "adresse" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "code_postal" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "ville" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "siren" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "client_siren" text;