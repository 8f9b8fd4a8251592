CREATE TABLE "media" (
	"key" text PRIMARY KEY NOT NULL,
	"source_svg" text,
	"source_key" text,
	"hash" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt_en" text NOT NULL,
	"alt_fr" text NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_one_source" CHECK (("media"."source_svg" is null) <> ("media"."source_key" is null)),
	CONSTRAINT "media_size" CHECK ("media"."width" > 0 and "media"."height" > 0),
	CONSTRAINT "media_color" CHECK ("media"."color" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
CREATE INDEX "media_hash" ON "media" USING btree ("hash");