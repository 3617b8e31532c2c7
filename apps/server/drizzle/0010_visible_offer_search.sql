CREATE TABLE "visible_offer_search" (
	"offer_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"search" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visible_offer_search" ADD CONSTRAINT "visible_offer_search_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visible_offer_search_gin" ON "visible_offer_search" USING gin ("search");--> statement-breakpoint
-- Kept in the writer's transaction: a row while the offer is visible to candidates (the predicate of
-- visibleToCandidates in offers.repository.ts), none otherwise.
CREATE FUNCTION public.passerelle_offers_visible_search() RETURNS trigger
  LANGUAGE plpgsql AS $$
    BEGIN
      IF NOT NEW.isblocked AND NEW.etat IN ('ouvert', 'en_cours') THEN
        INSERT INTO public.visible_offer_search (offer_id, created_at, search)
             VALUES (NEW.id, NEW.created_at, NEW.search)
        ON CONFLICT (offer_id) DO UPDATE SET created_at = EXCLUDED.created_at, search = EXCLUDED.search;
      ELSE
        DELETE FROM public.visible_offer_search WHERE offer_id = NEW.id;
      END IF;
      RETURN NULL;
    END
  $$;--> statement-breakpoint
CREATE TRIGGER offers_visible_search AFTER INSERT OR UPDATE ON "offers"
  FOR EACH ROW EXECUTE FUNCTION public.passerelle_offers_visible_search();--> statement-breakpoint
INSERT INTO "visible_offer_search" (offer_id, created_at, search)
  SELECT id, created_at, search FROM "offers" WHERE NOT isblocked AND etat IN ('ouvert', 'en_cours');
