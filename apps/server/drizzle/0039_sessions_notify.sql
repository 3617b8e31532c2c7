-- The signed-in caller's session and account (modules/accounts/session-cache.ts): on the embedded engine the
-- server's process is the only writer, and keeps what it read of a session until told that the session or its
-- account changed. Any change to a row of `sessions` or `users` (a logout or any revocation, a ban, an erasure, a
-- role or état changed, a session purged) notifies `passerelle_sessions` with the user's id, delivered to the
-- listening process at the writer's commit, before the writer's call returns. On PostgreSQL nothing listens: every
-- call reads the session (another instance may write).
CREATE OR REPLACE FUNCTION public.passerelle_sessions_notify() RETURNS trigger
  LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('passerelle_sessions', OLD.user_id::text);
      RETURN NULL;
    END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.passerelle_users_notify() RETURNS trigger
  LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('passerelle_sessions', OLD.id::text);
      RETURN NULL;
    END
  $$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify AFTER UPDATE OR DELETE ON public.sessions
  FOR EACH ROW EXECUTE FUNCTION public.passerelle_sessions_notify();
--> statement-breakpoint
CREATE TRIGGER users_sessions_notify AFTER UPDATE OR DELETE ON public.users
  FOR EACH ROW EXECUTE FUNCTION public.passerelle_users_notify();
