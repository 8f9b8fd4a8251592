CREATE TABLE "offer_stats_daily" (
	"offer_id" integer NOT NULL,
	"day" date NOT NULL,
	"partner_id" integer NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"reveals" integer DEFAULT 0 NOT NULL,
	"savings_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "offer_stats_daily_offer_id_day_pk" PRIMARY KEY("offer_id","day")
);
--> statement-breakpoint
CREATE TABLE "offer_stats_rollup" (
	"id" smallint PRIMARY KEY NOT NULL,
	"last_started_at" timestamp with time zone NOT NULL,
	"last_finished_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_stats_daily" (
	"partner_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"reveals" integer DEFAULT 0 NOT NULL,
	"savings_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "partner_stats_daily_partner_id_day_pk" PRIMARY KEY("partner_id","day")
);
--> statement-breakpoint
CREATE TABLE "site_stats_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"reveals" integer DEFAULT 0 NOT NULL,
	"savings_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "offer_stats_daily_partner_day" ON "offer_stats_daily" USING btree ("partner_id","day");--> statement-breakpoint
CREATE INDEX "offer_stats_daily_day" ON "offer_stats_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "partner_stats_daily_day" ON "partner_stats_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "offer_clicks_created" ON "offer_clicks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "offer_redemptions_created" ON "offer_redemptions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "redemption_feedback_answered" ON "redemption_feedback" USING btree ("answered_at");