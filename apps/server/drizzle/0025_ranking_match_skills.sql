-- Issue 30 (DECISIONS §6.8): what the graded ranking reads, kept by the database in the writer's transaction.
-- The candidates' title and presentation as one vector for searchmatch's `q` (the offers' parser and dictionaries).
CREATE FUNCTION public.passerelle_candidate_search(titre text, resume text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT setweight(to_tsvector('public.passerelle_fr'::regconfig, public.passerelle_search_text(coalesce(titre, ''))), 'A')
        || setweight(to_tsvector('public.passerelle_fr'::regconfig, public.passerelle_search_text(coalesce(resume, ''))), 'B')
  $$;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "match_skills" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "skill_months" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "note_rang" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (public.passerelle_candidate_search("titre", "resume")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "candidates_active_match_skills_gin" ON "candidates" USING gin ("match_skills") WHERE "candidates"."active";--> statement-breakpoint
CREATE INDEX "candidates_search_gin" ON "candidates" USING gin ("search") WHERE "candidates"."active";--> statement-breakpoint
-- A candidate's skills for matching: its own skill keys and its experiences' technologies, once each, sorted,
-- with the months of experience using each (an ongoing experience counts to today; 30 days a month).
CREATE FUNCTION public.passerelle_match_skills(cid integer, own text[], OUT skills text[], OUT months integer[])
  LANGUAGE sql STABLE AS $$
    WITH used AS (
      SELECT DISTINCT e.id, k AS key, greatest(0, (coalesce(e.date_fin, current_date) - e.date_debut) / 30) AS m
        FROM public.experiences e, unnest(e.tech_norm) k
       WHERE e.candidate_id = cid AND k <> ''
    ), per_key AS (SELECT key, sum(m)::int AS m FROM used GROUP BY key),
    all_keys AS (SELECT k AS key FROM unnest(own) k WHERE k <> '' UNION SELECT key FROM per_key)
    SELECT coalesce(array_agg(a.key ORDER BY a.key), '{}'::text[]),
           coalesce(array_agg(coalesce(p.m, 0) ORDER BY a.key), '{}'::integer[])
      FROM all_keys a LEFT JOIN per_key p USING (key)
  $$;--> statement-breakpoint
CREATE FUNCTION public.passerelle_candidates_match_skills() RETURNS trigger
  LANGUAGE plpgsql AS $$
    BEGIN
      SELECT s.skills, s.months INTO NEW.match_skills, NEW.skill_months FROM public.passerelle_match_skills(NEW.id, NEW.skills_norm) s;
      RETURN NEW;
    END
  $$;--> statement-breakpoint
CREATE TRIGGER candidates_match_skills BEFORE INSERT OR UPDATE OF skills_norm ON "candidates"
  FOR EACH ROW EXECUTE FUNCTION public.passerelle_candidates_match_skills();--> statement-breakpoint
-- An experience written: its candidate's row again (once per statement and candidate).
CREATE FUNCTION public.passerelle_experiences_match_skills() RETURNS trigger
  LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE public.candidates c SET (match_skills, skill_months) = (SELECT s.skills, s.months FROM public.passerelle_match_skills(c.id, c.skills_norm) s)
       WHERE c.id IN (SELECT candidate_id FROM changed_rows);
      RETURN NULL;
    END
  $$;--> statement-breakpoint
CREATE TRIGGER experiences_match_skills_ins AFTER INSERT ON "experiences" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.passerelle_experiences_match_skills();--> statement-breakpoint
CREATE TRIGGER experiences_match_skills_upd AFTER UPDATE ON "experiences" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.passerelle_experiences_match_skills();--> statement-breakpoint
CREATE TRIGGER experiences_match_skills_del AFTER DELETE ON "experiences" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.passerelle_experiences_match_skills();--> statement-breakpoint
-- The index reads the new columns too: their writes stamp the row (match-index.ts).
DROP TRIGGER candidates_match_xid ON "candidates";--> statement-breakpoint
CREATE TRIGGER candidates_match_xid BEFORE INSERT OR UPDATE OF active, skills_norm, niv_exp, dispo, dispo_confirmee_le, jours_semaine, match_skills, skill_months, note_rang ON "candidates"
  FOR EACH ROW EXECUTE FUNCTION public.passerelle_candidates_match_xid();--> statement-breakpoint
-- Backfill: every candidate's skills for matching, and its published average review.
UPDATE "candidates" SET "skills_norm" = "skills_norm";--> statement-breakpoint
UPDATE "candidates" c SET "note_rang" = r.note
  FROM (SELECT candidate_id, round(avg(note) * 10)::int AS note FROM "reviews"
         WHERE side = 'cl' AND hidden_at IS NULL
           AND ((SELECT count(*) FROM "reviews" o WHERE o.mission_id = "reviews".mission_id) = 2
                OR (SELECT min(o.created_at) FROM "reviews" o WHERE o.mission_id = "reviews".mission_id) <= now() - interval '14 days')
         GROUP BY candidate_id) r
 WHERE r.candidate_id = c.id;
