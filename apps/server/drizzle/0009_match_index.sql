-- The candidate search's in-memory index (modules/matching/match-index.ts) reads the candidates written since
-- it last looked: each row carries the transaction that last wrote what the search reads, and the index
-- compares it with the xmin of its snapshot (every transaction below it is over and visible).
ALTER TABLE "candidates" ADD COLUMN "match_xid" xid8;--> statement-breakpoint
CREATE INDEX "candidates_match_xid_idx" ON "candidates" USING btree ("match_xid");--> statement-breakpoint
CREATE FUNCTION public.passerelle_candidates_match_xid() RETURNS trigger
  LANGUAGE plpgsql AS $$
    BEGIN
      NEW.match_xid := pg_current_xact_id();
      RETURN NEW;
    END
  $$;--> statement-breakpoint
CREATE TRIGGER candidates_match_xid BEFORE INSERT OR UPDATE OF active, skills_norm, niv_exp, dispo ON "candidates"
  FOR EACH ROW EXECUTE FUNCTION public.passerelle_candidates_match_xid();
