CREATE TABLE "holiday_event_offers" (
	"event_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "holiday_event_offers_event_id_offer_id_pk" PRIMARY KEY("event_id","offer_id")
);
--> statement-breakpoint
CREATE TABLE "holiday_events" (
	"id" integer PRIMARY KEY NOT NULL,
	"url_name" varchar(80) NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"description_en" text NOT NULL,
	"description_fr" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	CONSTRAINT "holiday_events_url_name_unique" UNIQUE("url_name"),
	CONSTRAINT "holiday_events_window" CHECK ("holiday_events"."start_date" <= "holiday_events"."end_date")
);
--> statement-breakpoint
ALTER TABLE "holiday_event_offers" ADD CONSTRAINT "holiday_event_offers_event_id_holiday_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."holiday_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_event_offers" ADD CONSTRAINT "holiday_event_offers_offer_id_offers_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("offer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "holiday_event_offers_offer" ON "holiday_event_offers" USING btree ("offer_id");