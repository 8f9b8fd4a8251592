CREATE TYPE "public"."click_kind" AS ENUM('url', 'proxy', 'code');--> statement-breakpoint
CREATE TYPE "public"."redemption_channel" AS ENUM('online', 'in_store');--> statement-breakpoint
CREATE TABLE "member_savings" (
	"user_id" text NOT NULL,
	"offer_id" integer NOT NULL,
	"day" date NOT NULL,
	"value_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_savings_user_id_offer_id_day_pk" PRIMARY KEY("user_id","offer_id","day")
);
--> statement-breakpoint
CREATE TABLE "offer_clicks" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"user_id" text,
	"offer_id" integer NOT NULL,
	"kind" "click_kind" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"offer_id" integer NOT NULL,
	"code_id" integer,
	"code" text,
	"display_kind" "display_kind" NOT NULL,
	"channel" "redemption_channel" NOT NULL,
	"from_website" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "member_savings" ADD CONSTRAINT "member_savings_user_id_user_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_savings" ADD CONSTRAINT "member_savings_offer_id_offers_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("offer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_clicks" ADD CONSTRAINT "offer_clicks_user_id_user_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_clicks" ADD CONSTRAINT "offer_clicks_offer_id_offers_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("offer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD CONSTRAINT "offer_redemptions_user_id_user_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD CONSTRAINT "offer_redemptions_offer_id_offers_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("offer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD CONSTRAINT "offer_redemptions_code_id_offer_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."offer_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_savings_user" ON "member_savings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "offer_clicks_offer" ON "offer_clicks" USING btree ("offer_id","created_at");--> statement-breakpoint
CREATE INDEX "offer_clicks_user" ON "offer_clicks" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_redemptions_live" ON "offer_redemptions" USING btree ("user_id","offer_id") WHERE "offer_redemptions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "offer_redemptions_user" ON "offer_redemptions" USING btree ("user_id","created_at");