DROP INDEX "offers_views";--> statement-breakpoint
CREATE INDEX "offers_views_order" ON "offers" USING btree ("views" DESC NULLS FIRST,"offer_id");--> statement-breakpoint
CREATE INDEX "offers_discount_order" ON "offers" USING btree ("discount_rank" DESC NULLS FIRST,"views" DESC NULLS FIRST,"offer_id");--> statement-breakpoint
CREATE INDEX "offers_new_order" ON "offers" USING btree ("start_date" DESC NULLS FIRST,"offer_id");