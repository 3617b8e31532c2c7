-- The candidate search's index (modules/matching/match-index.ts) reads the candidates written since it last
-- looked before each search. On the embedded engine the server's process is the only writer: told of each
-- committed write by a notification, it skips that read while nothing was written (issue 20). The same
-- trigger, the same columns: a transaction that stamps a row also notifies, once (PostgreSQL folds the
-- notifications of one transaction on one channel with one payload), delivered at its commit.
CREATE OR REPLACE FUNCTION public.passerelle_candidates_match_xid() RETURNS trigger
  LANGUAGE plpgsql AS $$
    BEGIN
      NEW.match_xid := pg_current_xact_id();
      PERFORM pg_notify('passerelle_candidates', '');
      RETURN NEW;
    END
  $$;
