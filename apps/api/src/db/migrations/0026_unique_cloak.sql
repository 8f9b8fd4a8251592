CREATE TABLE "media_library" (
	"id" serial PRIMARY KEY NOT NULL,
	"filename" text NOT NULL,
	"original_key" text NOT NULL,
	"type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt_en" text NOT NULL,
	"alt_fr" text NOT NULL,
	"color" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_library_size" CHECK ("media_library"."width" > 0 and "media_library"."height" > 0 and "media_library"."size_bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "library_id" integer;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "crop_left" integer;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "crop_top" integer;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "crop_width" integer;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "crop_height" integer;--> statement-breakpoint
CREATE INDEX "media_library_created" ON "media_library" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_library_id_media_library_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."media_library"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_library_id" ON "media" USING btree ("library_id");--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_crop" CHECK (("media"."crop_left" is null and "media"."crop_top" is null and "media"."crop_width" is null and "media"."crop_height" is null) or ("media"."crop_left" >= 0 and "media"."crop_top" >= 0 and "media"."crop_width" > 0 and "media"."crop_height" > 0 and "media"."source_key" is not null));