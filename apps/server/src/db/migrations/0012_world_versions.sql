CREATE TABLE "world_versions" (
	"world_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"doc" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "world_versions_world_id_number_pk" PRIMARY KEY("world_id","number")
);
--> statement-breakpoint
ALTER TABLE "world_positions" ADD COLUMN "map_id" text;--> statement-breakpoint
ALTER TABLE "worlds" ADD COLUMN "latest_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "worlds" ADD COLUMN "published_version" integer;--> statement-breakpoint
ALTER TABLE "world_versions" ADD CONSTRAINT "world_versions_world_id_worlds_id_fk" FOREIGN KEY ("world_id") REFERENCES "public"."worlds"("id") ON DELETE cascade ON UPDATE no action;