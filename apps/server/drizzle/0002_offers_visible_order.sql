-- The candidates' list of offers reads offers_visible_idx in its order: newest first, id breaking ties.
DROP INDEX "offers_visible_idx";--> statement-breakpoint
CREATE INDEX "offers_visible_idx" ON "offers" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE NOT "offers"."isblocked" AND "offers"."etat" IN ('ouvert', 'en_cours');