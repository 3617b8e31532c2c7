ALTER TABLE "visible_offer_search" ADD COLUMN "tech_norm" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "visible_offer_search_tech_gin" ON "visible_offer_search" USING gin ("tech_norm");--> statement-breakpoint
-- ─── Hand-written below (issue 15, offers search precision) ─────────────────────────────────────────────────
-- The candidates' offer search reads visible_offer_search: it now finds an offer tagged with a skill by the
-- offer's skill keys too (`C`, which the text search cannot see; `React` on an offer that also names React
-- Native), so the copy holds them, kept by the same trigger in the writer's transaction (a re-keying of
-- offers.tech_norm by the staff's curation or the start step is an UPDATE of the offer: the copy follows).
CREATE OR REPLACE FUNCTION public.passerelle_offers_visible_search() RETURNS trigger
  LANGUAGE plpgsql AS $$
    BEGIN
      IF NOT NEW.isblocked AND NEW.etat IN ('ouvert', 'en_cours') THEN
        INSERT INTO public.visible_offer_search (offer_id, created_at, search, tech_norm)
             VALUES (NEW.id, NEW.created_at, NEW.search, NEW.tech_norm)
        ON CONFLICT (offer_id) DO UPDATE
          SET created_at = EXCLUDED.created_at, search = EXCLUDED.search, tech_norm = EXCLUDED.tech_norm;
      ELSE
        DELETE FROM public.visible_offer_search WHERE offer_id = NEW.id;
      END IF;
      RETURN NULL;
    END
  $$;--> statement-breakpoint
UPDATE "visible_offer_search" v SET tech_norm = o.tech_norm FROM "offers" o WHERE o.id = v.offer_id;
