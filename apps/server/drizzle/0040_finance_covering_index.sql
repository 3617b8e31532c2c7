-- The finance figures' client invoices read from one index only (adm/finance, DECISIONS §6.7, docs/payments.md): the
-- year's client invoices by (day of issue, due date) with every column the figures sum, so that the query reads
-- this narrow index in order instead of the whole wide rows (issuer, client, JSON…). An index-only scan skips the
-- table only for pages VACUUM marked all-visible: the embedded engine's maintenance vacuums invoices and payments
-- once a minute (db/maintenance.ts), PostgreSQL's autovacuum does it there. drizzle-orm cannot declare INCLUDE, so
-- this index is written here only (schema/mission-work.ts says so).
CREATE INDEX IF NOT EXISTS "invoices_finance_idx" ON "invoices" USING btree ("issued_on", "due_on")
  INCLUDE ("id", "ht", "ttc", "days", "tjm", "mission_id") WHERE "type" = 'client';
--> statement-breakpoint
-- The year's payments summed by (day of issue, due date): both sides read in invoice order from an index only and
-- merged, instead of hashing the year's invoices. The client invoices by id with their two dates…
CREATE INDEX IF NOT EXISTS "invoices_finance_id_idx" ON "invoices" USING btree ("id") INCLUDE ("issued_on", "due_on")
  WHERE "type" = 'client';
--> statement-breakpoint
-- …and the payments by invoice with their amount (also what every « paid so far » of an invoice sums, index only).
DROP INDEX IF EXISTS "payments_invoice_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_invoice_idx" ON "payments" USING btree ("invoice_id") INCLUDE ("montant");
