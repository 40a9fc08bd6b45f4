CREATE TABLE "world_thumbnails" (
	"world_id" uuid PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"png" "bytea" NOT NULL,
	"etag" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "world_thumbnails" ADD CONSTRAINT "world_thumbnails_world_id_worlds_id_fk" FOREIGN KEY ("world_id") REFERENCES "public"."worlds"("id") ON DELETE cascade ON UPDATE no action;