-- The socket.io PostgreSQL adapter's table (issue 28). Until now plugins/app/realtime.ts created it at start with
-- this same DDL: IF NOT EXISTS keeps the databases that already have it as they are.
CREATE TABLE IF NOT EXISTS "socket_io_attachments" (
	"id" bigserial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now(),
	"payload" bytea,
	CONSTRAINT "socket_io_attachments_id_key" UNIQUE("id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "personal_ban_at" timestamp with time zone;
--> statement-breakpoint
-- A member banned in person before this column: its account is blocked and the last moderation action on it
-- was a ban (a cascade from its company's owner wrote no line on the member until issue 28).
UPDATE "users" u SET "personal_ban_at" = a.created_at
  FROM (SELECT DISTINCT ON (target_user_id) target_user_id, action, created_at
          FROM "admin_actions"
         WHERE target_type = 'user' AND action IN ('validate', 'invalidate', 'ban', 'unban')
         ORDER BY target_user_id, created_at DESC, id DESC) a
 WHERE a.target_user_id = u.id AND a.action = 'ban' AND u.etat = 'blocked';
