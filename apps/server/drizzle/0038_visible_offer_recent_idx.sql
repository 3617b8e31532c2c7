CREATE INDEX "visible_offer_search_recent_idx" ON "visible_offer_search" USING btree ("created_at" DESC NULLS FIRST,"offer_id" DESC NULLS FIRST);
