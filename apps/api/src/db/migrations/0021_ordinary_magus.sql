CREATE TYPE "public"."contest_kind" AS ENUM('entry', 'calendar', 'match', 'scratch');--> statement-breakpoint
CREATE TABLE "contest_calendar_days" (
	"contest_id" integer NOT NULL,
	"day_number" integer NOT NULL,
	"day" date NOT NULL,
	"prize_en" text NOT NULL,
	"prize_fr" text NOT NULL,
	CONSTRAINT "contest_calendar_days_contest_id_day_number_pk" PRIMARY KEY("contest_id","day_number")
);
--> statement-breakpoint
CREATE TABLE "contest_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"contest_id" integer NOT NULL,
	"seed" text NOT NULL,
	"entrants_hash" text NOT NULL,
	"entrant_count" integer NOT NULL,
	"winner_count" integer NOT NULL,
	"winners" jsonb NOT NULL,
	"drawn_by" text NOT NULL,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"contest_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"entry_day" date NOT NULL,
	"outcome" text DEFAULT 'entered' NOT NULL,
	"prize_en" text,
	"prize_fr" text,
	"campaign" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_games" (
	"id" text PRIMARY KEY NOT NULL,
	"contest_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"seed" text NOT NULL,
	"board" jsonb NOT NULL,
	"flips" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'playing' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contest_settings" (
	"contest_id" integer PRIMARY KEY NOT NULL,
	"kind" "contest_kind" DEFAULT 'entry' NOT NULL,
	"requires_membership" boolean DEFAULT true NOT NULL,
	"min_age" integer,
	"provinces" varchar(2)[]
);
--> statement-breakpoint
ALTER TABLE "contest_calendar_days" ADD CONSTRAINT "contest_calendar_days_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_draws" ADD CONSTRAINT "contest_draws_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_games" ADD CONSTRAINT "contest_games_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_games" ADD CONSTRAINT "contest_games_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_settings" ADD CONSTRAINT "contest_settings_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contest_entries_one_a_day" ON "contest_entries" USING btree ("contest_id","user_id","entry_day");--> statement-breakpoint
CREATE INDEX "contest_entries_user" ON "contest_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contest_games_user" ON "contest_games" USING btree ("user_id");