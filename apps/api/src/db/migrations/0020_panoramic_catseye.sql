CREATE TABLE "bts_event_joins" (
	"event_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bts_event_joins_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "bts_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"campus_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"location_en" text NOT NULL,
	"location_fr" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bts_events_window" CHECK ("bts_events"."ends_at" > "bts_events"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "bts_market_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_name" text NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"description_en" text NOT NULL,
	"description_fr" text NOT NULL,
	"code_prefix" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bts_offer_orders" (
	"offer_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"code" text NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bts_offer_orders_offer_id_user_id_pk" PRIMARY KEY("offer_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "campus_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"campus_id" integer NOT NULL,
	"code" text NOT NULL,
	"redeemed_by" text,
	"redeemed_at" timestamp with time zone,
	"valid_until" timestamp with time zone,
	CONSTRAINT "campus_codes_format" CHECK ("campus_codes"."code" ~ '^[A-Z0-9][A-Z0-9-]{4,18}[A-Z0-9]$')
);
--> statement-breakpoint
CREATE TABLE "campus_members" (
	"user_id" text PRIMARY KEY NOT NULL,
	"campus_id" integer NOT NULL,
	"source" text NOT NULL,
	"card_id" integer,
	"joined_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_portal_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"campus_id" integer NOT NULL,
	"school_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone,
	"redeemed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bts_event_joins" ADD CONSTRAINT "bts_event_joins_event_id_bts_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."bts_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bts_event_joins" ADD CONSTRAINT "bts_event_joins_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bts_events" ADD CONSTRAINT "bts_events_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bts_offer_orders" ADD CONSTRAINT "bts_offer_orders_offer_id_bts_market_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bts_market_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bts_offer_orders" ADD CONSTRAINT "bts_offer_orders_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campus_codes" ADD CONSTRAINT "campus_codes_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campus_codes" ADD CONSTRAINT "campus_codes_redeemed_by_auth_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campus_members" ADD CONSTRAINT "campus_members_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campus_members" ADD CONSTRAINT "campus_members_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_portal_tokens" ADD CONSTRAINT "school_portal_tokens_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_portal_tokens" ADD CONSTRAINT "school_portal_tokens_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bts_event_joins_user" ON "bts_event_joins" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bts_events_event_id" ON "bts_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "bts_events_campus" ON "bts_events" USING btree ("campus_id","ends_at");--> statement-breakpoint
CREATE INDEX "bts_offer_orders_user" ON "bts_offer_orders" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campus_codes_code" ON "campus_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "campus_codes_pool" ON "campus_codes" USING btree ("campus_id","redeemed_at");--> statement-breakpoint
CREATE INDEX "campus_members_campus" ON "campus_members" USING btree ("campus_id");--> statement-breakpoint
CREATE UNIQUE INDEX "school_portal_tokens_hash" ON "school_portal_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "school_portal_tokens_email" ON "school_portal_tokens" USING btree ("school_email");