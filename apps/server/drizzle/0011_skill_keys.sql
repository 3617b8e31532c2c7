CREATE TABLE "skill_additions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "skill_additions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skill_additions_kind_check" CHECK ("skill_additions"."kind" IN ('alias', 'skill'))
);
--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "tech_norm" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "skill_additions" ADD CONSTRAINT "skill_additions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- ─── Hand-written below (issue 15) ───────────────────────────────────────────────────────────────────────
-- Skill keys: candidates.skills_norm, experiences.tech_norm and offers.tech_norm now hold each tag's key in
-- the skill vocabulary (its canonical skill's normalised label, else its own normalised form), one per tag.
-- The vocabulary lives in TypeScript (lib/skills/vocabulary.json plus skill_additions), so the existing rows
-- are re-keyed by the start step that follows the migrations (modules/skills/skill-keys.ts): it compares the
-- vocabulary version recorded in app_settings ('skill_keys_version', absent until then) with the shipped one
-- and re-resolves every row in batches when they differ. Nothing to do here for the keys.
--
-- The offers' full text before the parser, second version: besides '<', '>' (spaces) and 'C#', 'C++'
-- ('Csharp', 'Cplusplus'), '/' becomes a space ('.NET/C#', 'CI/CD' are two words), a dot that starts a word
-- becomes 'dot' ('.NET' → 'dotNET') and a dot between two letters goes ('Node.js' → 'Nodejs', 'ASP.NET' →
-- 'ASPNET', 'Vue.js' → 'Vuejs'): the parser would otherwise take 'Node.js' for a host name and 'nodejs' would
-- not find it, and drop the dot of '.NET'. Vector and query both go through it.
CREATE OR REPLACE FUNCTION public.passerelle_search_text(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
    SELECT regexp_replace(
             regexp_replace(
               regexp_replace(
                 regexp_replace(translate(input, '<>/', '   '), '([[:alnum:]])\+\+', '\1plusplus', 'g'),
                 '([[:alnum:]])#', '\1sharp', 'g'),
               '(^|[^[:alnum:]_.])\.([[:alpha:]])', '\1dot\2', 'g'),
             '([[:alpha:]])\.(?=[[:alpha:]])', '\1', 'g')
  $$;--> statement-breakpoint
-- A stored generated column is computed on write only: rewrite every offer so that its vector follows (the
-- trigger offers_visible_search copies it to visible_offer_search).
UPDATE "offers" SET "titre" = "titre";
