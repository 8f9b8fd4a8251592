CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"type" text NOT NULL,
	"key" text NOT NULL,
	"events" integer NOT NULL,
	"visits" integer NOT NULL,
	"empty_results" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_day_type_key_pk" PRIMARY KEY("day","type","key")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"day" date NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"visit_id" text NOT NULL,
	"user_id" text,
	"path" text NOT NULL,
	"language" text NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_day_type" ON "analytics_events" USING btree ("day","type");--> statement-breakpoint
CREATE INDEX "analytics_events_user" ON "analytics_events" USING btree ("user_id","type");