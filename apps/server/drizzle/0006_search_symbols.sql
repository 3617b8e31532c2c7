-- The offers' full text before the parser: '<' and '>' become spaces, so that text between them is no
-- longer taken for a markup tag and dropped ("<senior>", "a<b x>y"); a letter or digit followed by '#'
-- or '++' becomes one word ('C#' → 'csharp', 'C++' → 'cplusplus', 'F#' → 'fsharp'), which the parser
-- would otherwise cut down to a stop word ('c') or a single letter. IMMUTABLE: the generated search
-- column and the search queries both go through it (offers.repository.ts, searchQuery).
CREATE FUNCTION public.passerelle_search_text(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
    SELECT regexp_replace(
             regexp_replace(translate(input, '<>', '  '), '([[:alnum:]])\+\+', '\1plusplus', 'g'),
             '([[:alnum:]])#', '\1sharp', 'g')
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.passerelle_offer_search(titre text, tech text[], description text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT setweight(to_tsvector('public.passerelle_fr'::regconfig, public.passerelle_search_text(coalesce(titre, ''))), 'A')
        || setweight(to_tsvector('public.passerelle_fr'::regconfig, public.passerelle_search_text(array_to_string(tech, ' '))), 'B')
        || setweight(to_tsvector('public.passerelle_fr'::regconfig, public.passerelle_search_text(coalesce(description, ''))), 'C')
  $$;--> statement-breakpoint
-- A stored generated column is computed on write only: rewrite every offer so that its vector follows.
UPDATE "offers" SET "titre" = "titre";
