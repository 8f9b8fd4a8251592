CREATE TYPE "public"."ad_display_page" AS ENUM('deals', 'category', 'search');--> statement-breakpoint
CREATE TYPE "public"."code_type" AS ENUM('static', 'generated', 'upload_unique', 'upload_random');--> statement-breakpoint
CREATE TYPE "public"."display_kind" AS ENUM('no_code', 'card_number', 'random', 'unique', 'static');--> statement-breakpoint
CREATE TYPE "public"."offer_status" AS ENUM('active', 'delisted');--> statement-breakpoint
CREATE TYPE "public"."card_status" AS ENUM('active', 'inactive', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."cobrand" AS ENUM('spc', 'cibc', 'campus');--> statement-breakpoint
CREATE TYPE "public"."country" AS ENUM('ca', 'us');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('female', 'male', 'non_binary', 'none');--> statement-breakpoint
CREATE TYPE "public"."language" AS ENUM('en', 'fr');--> statement-breakpoint
CREATE TYPE "public"."school_type" AS ENUM('university', 'college', 'cegep', 'secondary', 'elementary', 'other');--> statement-breakpoint
CREATE TABLE "ads" (
	"id" integer PRIMARY KEY NOT NULL,
	"is_clickable" boolean NOT NULL,
	"url_en" text,
	"url_fr" text,
	"image_en" text NOT NULL,
	"image_fr" text NOT NULL,
	"image_mobile_en" text NOT NULL,
	"image_mobile_fr" text NOT NULL,
	"display_page" "ad_display_page" NOT NULL,
	"display_period" integer NOT NULL,
	"display_cooldown_hours" integer NOT NULL,
	"display_count" integer NOT NULL,
	"is_spc_plus" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"url_name" varchar(64) NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "categories_url_name_unique" UNIQUE("url_name")
);
--> statement-breakpoint
CREATE TABLE "collection_offers" (
	"collection_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "collection_offers_collection_id_offer_id_pk" PRIMARY KEY("collection_id","offer_id")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" integer PRIMARY KEY NOT NULL,
	"url_name" varchar(80) NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "collections_url_name_unique" UNIQUE("url_name")
);
--> statement-breakpoint
CREATE TABLE "contests" (
	"id" integer PRIMARY KEY NOT NULL,
	"url_name" varchar(80) NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"description_en" text NOT NULL,
	"description_fr" text NOT NULL,
	"rule_en" text NOT NULL,
	"rule_fr" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"auto_login" boolean DEFAULT false NOT NULL,
	CONSTRAINT "contests_url_name_unique" UNIQUE("url_name")
);
--> statement-breakpoint
CREATE TABLE "legal_texts" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"term_en_ca" text NOT NULL,
	"term_en_us" text NOT NULL,
	"term_fr_ca" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"code" text NOT NULL,
	"assigned_user_id" text,
	"assigned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "offer_legal" (
	"offer_id" integer PRIMARY KEY NOT NULL,
	"legal_en" text NOT NULL,
	"legal_fr" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_subcategories" (
	"offer_id" integer NOT NULL,
	"subcategory_id" integer NOT NULL,
	CONSTRAINT "offer_subcategories_offer_id_subcategory_id_pk" PRIMARY KEY("offer_id","subcategory_id")
);
--> statement-breakpoint
CREATE TABLE "offer_tags" (
	"offer_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "offer_tags_offer_id_tag_id_pk" PRIMARY KEY("offer_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"offer_id" integer PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"description_en" text NOT NULL,
	"description_fr" text NOT NULL,
	"online" boolean NOT NULL,
	"in_store" boolean NOT NULL,
	"is_spc_plus" boolean DEFAULT false NOT NULL,
	"is_limited_time" boolean DEFAULT false NOT NULL,
	"lto_start_date" timestamp with time zone,
	"lto_end_date" timestamp with time zone,
	"is_new_offer" boolean DEFAULT false NOT NULL,
	"is_new_partner" boolean DEFAULT false NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"discount_rank" integer DEFAULT 0 NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"status" "offer_status" DEFAULT 'active' NOT NULL,
	"code_type" "code_type" NOT NULL,
	"display_kind" "display_kind" NOT NULL,
	"static_code" text,
	"website_url" text,
	"value_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_channel" CHECK ("offers"."online" or "offers"."in_store"),
	CONSTRAINT "offers_lto_window" CHECK (not "offers"."is_limited_time" or ("offers"."lto_start_date" is not null and "offers"."lto_end_date" is not null and "offers"."lto_start_date" <= "offers"."lto_end_date"))
);
--> statement-breakpoint
CREATE TABLE "partner_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"province" varchar(2) NOT NULL,
	"postal_code" varchar(7) NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"partner_name" text NOT NULL,
	"sort_name" text NOT NULL,
	"url_name" varchar(80) NOT NULL,
	"description_en" text NOT NULL,
	"description_fr" text NOT NULL,
	"website_url" text,
	"logo_svg" text NOT NULL,
	"is_bank" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_url_name_unique" UNIQUE("url_name")
);
--> statement-breakpoint
CREATE TABLE "subcategories" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"url_name" varchar(64) NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	CONSTRAINT "tags_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_number" varchar(16) NOT NULL,
	"csv" varchar(3) NOT NULL,
	"cobrand" "cobrand" DEFAULT 'spc' NOT NULL,
	"status" "card_status" DEFAULT 'inactive' NOT NULL,
	"expiry_date" timestamp with time zone,
	"user_id" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"is_g_ticket" boolean DEFAULT false NOT NULL,
	"is_online_purchased" boolean DEFAULT false NOT NULL,
	"is_free_trial" boolean DEFAULT false NOT NULL,
	"campus" text,
	"retailer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cards_card_number_unique" UNIQUE("card_number"),
	CONSTRAINT "cards_number_format" CHECK ("cards"."card_number" ~ '^6018[0-9]{12}$'),
	CONSTRAINT "cards_csv_format" CHECK ("cards"."csv" ~ '^[0-9]{3}$')
);
--> statement-breakpoint
CREATE TABLE "favourite_categories" (
	"user_id" text NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "favourite_categories_user_id_category_id_pk" PRIMARY KEY("user_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "favourite_offers" (
	"user_id" text NOT NULL,
	"offer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_offers_user_id_offer_id_pk" PRIMARY KEY("user_id","offer_id")
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"user_id" text PRIMARY KEY NOT NULL,
	"referral_code" varchar(32) NOT NULL,
	"referral_count" integer DEFAULT 0 NOT NULL,
	"referral_redemption_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "referral_codes_referral_code_unique" UNIQUE("referral_code")
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"user_id" text PRIMARY KEY NOT NULL,
	"membership_type" varchar(32),
	"registered" boolean DEFAULT false NOT NULL,
	"has_card" boolean DEFAULT false NOT NULL,
	"bmo" boolean DEFAULT false NOT NULL,
	"affiliate" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_list_offers" (
	"list_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "saved_list_offers_list_id_offer_id_pk" PRIMARY KEY("list_id","offer_id")
);
--> statement-breakpoint
CREATE TABLE "saved_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"first_name" text,
	"last_name" text,
	"email_lower" text NOT NULL,
	"language" "language" DEFAULT 'en' NOT NULL,
	"country" "country" DEFAULT 'ca' NOT NULL,
	"postal" varchar(7),
	"birth_date" date,
	"gender" "gender",
	"school_type" "school_type",
	"school_name" text,
	"international" boolean DEFAULT false NOT NULL,
	"province" varchar(2),
	"referred_by" text,
	"is_auto_renew" boolean DEFAULT false NOT NULL,
	"email_opt_in" boolean DEFAULT false NOT NULL,
	"theme_id" integer,
	"alerts_policy" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_profiles_email_lower_unique" UNIQUE("email_lower")
);
--> statement-breakpoint
ALTER TABLE "collection_offers" ADD CONSTRAINT "collection_offers_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_offers" ADD CONSTRAINT "collection_offers_offer_id_offers_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("offer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_codes" ADD CONSTRAINT "offer_codes_offer_id_offers_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("offer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_legal" ADD CONSTRAINT "offer_legal_offer_id_offers_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("offer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_subcategories" ADD CONSTRAINT "offer_subcategories_offer_id_offers_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("offer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_subcategories" ADD CONSTRAINT "offer_subcategories_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_tags" ADD CONSTRAINT "offer_tags_offer_id_offers_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("offer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_tags" ADD CONSTRAINT "offer_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_partner_id_partners_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("partner_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_locations" ADD CONSTRAINT "partner_locations_partner_id_partners_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("partner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_user_id_user_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_categories" ADD CONSTRAINT "favourite_categories_user_id_user_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_categories" ADD CONSTRAINT "favourite_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_offers" ADD CONSTRAINT "favourite_offers_user_id_user_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_offers" ADD CONSTRAINT "favourite_offers_offer_id_offers_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("offer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_id_user_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_user_id_user_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_list_offers" ADD CONSTRAINT "saved_list_offers_list_id_saved_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."saved_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_list_offers" ADD CONSTRAINT "saved_list_offers_offer_id_offers_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("offer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_lists" ADD CONSTRAINT "saved_lists_user_id_user_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_codes_offer_code" ON "offer_codes" USING btree ("offer_id","code");--> statement-breakpoint
CREATE INDEX "offer_codes_free" ON "offer_codes" USING btree ("offer_id","assigned_user_id");--> statement-breakpoint
CREATE INDEX "offer_subcategories_sub" ON "offer_subcategories" USING btree ("subcategory_id");--> statement-breakpoint
CREATE INDEX "offer_tags_tag" ON "offer_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "offers_partner" ON "offers" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "offers_category" ON "offers" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "offers_views" ON "offers" USING btree ("views");--> statement-breakpoint
CREATE INDEX "partner_locations_partner" ON "partner_locations" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subcategories_category_url_name" ON "subcategories" USING btree ("category_id","url_name");--> statement-breakpoint
CREATE INDEX "cards_user" ON "cards" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_lists_user_name" ON "saved_lists" USING btree ("user_id","name");