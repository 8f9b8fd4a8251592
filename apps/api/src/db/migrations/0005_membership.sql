CREATE TABLE "activation_incentives" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"description_en" text NOT NULL,
	"description_fr" text NOT NULL,
	"offer_id" integer
);
--> statement-breakpoint
CREATE TABLE "membership_upgrades" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"card_id" integer,
	"previous_card_id" integer,
	"upgrade_type" varchar(16) NOT NULL,
	"manual_cancellation_required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_redemptions" (
	"referee_user_id" text PRIMARY KEY NOT NULL,
	"referrer_user_id" text NOT NULL,
	"source" varchar(32),
	"purchased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_codes" (
	"code" varchar(64) PRIMARY KEY NOT NULL,
	"valid_until" timestamp with time zone,
	"max_redemptions" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_codes_redemptions" CHECK ("vip_codes"."redemptions" >= 0 and ("vip_codes"."max_redemptions" is null or "vip_codes"."redemptions" <= "vip_codes"."max_redemptions"))
);
--> statement-breakpoint
CREATE TABLE "vip_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"email_lower" text NOT NULL,
	"user_id" text,
	"card_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "is_vip" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "is_high_school" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "source" varchar(16);--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "incentive_id" integer;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activation_incentives" ADD CONSTRAINT "activation_incentives_offer_id_offers_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("offer_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_upgrades" ADD CONSTRAINT "membership_upgrades_user_id_user_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_upgrades" ADD CONSTRAINT "membership_upgrades_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_upgrades" ADD CONSTRAINT "membership_upgrades_previous_card_id_cards_id_fk" FOREIGN KEY ("previous_card_id") REFERENCES "public"."cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_redemptions" ADD CONSTRAINT "referral_redemptions_referee_user_id_user_profiles_user_id_fk" FOREIGN KEY ("referee_user_id") REFERENCES "public"."user_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_redemptions" ADD CONSTRAINT "referral_redemptions_referrer_user_id_user_profiles_user_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."user_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_redemptions" ADD CONSTRAINT "vip_redemptions_code_vip_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."vip_codes"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_redemptions" ADD CONSTRAINT "vip_redemptions_user_id_user_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_redemptions" ADD CONSTRAINT "vip_redemptions_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vip_redemptions_code_email" ON "vip_redemptions" USING btree ("code","email_lower");