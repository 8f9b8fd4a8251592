CREATE TYPE "public"."feedback_reason" AS ENUM('expired', 'refused_at_checkout', 'minimum_not_met');--> statement-breakpoint
CREATE TABLE "flagged_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"code" text,
	"answers" integer NOT NULL,
	"failed" integer NOT NULL,
	"flagged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"alerted_at" timestamp with time zone,
	"cleared_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "redemption_feedback" (
	"redemption_id" integer PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"offer_id" integer NOT NULL,
	"worked" boolean NOT NULL,
	"reason" "feedback_reason",
	"value_cents" integer NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redemption_feedback_reason" CHECK (("redemption_feedback"."worked") = ("redemption_feedback"."reason" is null))
);
--> statement-breakpoint
ALTER TABLE "flagged_codes" ADD CONSTRAINT "flagged_codes_offer_id_offers_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("offer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption_feedback" ADD CONSTRAINT "redemption_feedback_redemption_id_offer_redemptions_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."offer_redemptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption_feedback" ADD CONSTRAINT "redemption_feedback_user_id_user_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption_feedback" ADD CONSTRAINT "redemption_feedback_offer_id_offers_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("offer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flagged_codes_open" ON "flagged_codes" USING btree ("offer_id") WHERE "flagged_codes"."cleared_at" is null;--> statement-breakpoint
CREATE INDEX "redemption_feedback_offer" ON "redemption_feedback" USING btree ("offer_id","answered_at");--> statement-breakpoint
CREATE INDEX "redemption_feedback_user" ON "redemption_feedback" USING btree ("user_id","answered_at");