CREATE TABLE "search_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"client_id" integer,
	"content" text NOT NULL,
	"candidate_ids" integer[] NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "search_log_kind_check" CHECK ("search_log"."kind" IN ('searchmatch', 'brief', 'bmatch', 'alerte'))
);
--> statement-breakpoint
CREATE INDEX "search_log_at_idx" ON "search_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "search_log_client_idx" ON "search_log" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "search_log_candidates_gin" ON "search_log" USING gin ("candidate_ids");
