CREATE INDEX "offer_clicks_created" ON "offer_clicks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "offer_redemptions_created" ON "offer_redemptions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "redemption_feedback_answered" ON "redemption_feedback" USING btree ("answered_at");