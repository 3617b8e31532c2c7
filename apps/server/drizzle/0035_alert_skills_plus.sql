ALTER TABLE "client_alerts" ADD COLUMN "skills_plus" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "client_alerts" ADD COLUMN "skills_plus_norm" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "client_alerts_skills_plus_gin" ON "client_alerts" USING gin ("skills_plus_norm");