-- Extensions, and the French accent-insensitive text search used by the offers search (DECISIONS §5).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION public.passerelle_fr (COPY = pg_catalog.french);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION public.passerelle_fr ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, french_stem;--> statement-breakpoint
-- The offer's search vector: title (A), technologies (B), description (C). Declared IMMUTABLE so that a
-- generated column can use it (array_to_string is only STABLE in general, but is immutable on text[]).
CREATE FUNCTION public.passerelle_offer_search(titre text, tech text[], description text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT setweight(to_tsvector('public.passerelle_fr'::regconfig, coalesce(titre, '')), 'A')
        || setweight(to_tsvector('public.passerelle_fr'::regconfig, array_to_string(tech, ' ')), 'B')
        || setweight(to_tsvector('public.passerelle_fr'::regconfig, coalesce(description, '')), 'C')
  $$;
