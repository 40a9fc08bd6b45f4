CREATE TABLE "world_likes" (
	"world_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "world_likes_world_id_user_id_pk" PRIMARY KEY("world_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "world_visits" (
	"world_id" uuid NOT NULL,
	"visitor" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "world_visits_world_id_visitor_day_pk" PRIMARY KEY("world_id","visitor","day")
);
--> statement-breakpoint
ALTER TABLE "worlds" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "worlds" ADD COLUMN "visits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "worlds" ADD COLUMN "likes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "worlds" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "worlds" ADD COLUMN "featured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "world_likes" ADD CONSTRAINT "world_likes_world_id_worlds_id_fk" FOREIGN KEY ("world_id") REFERENCES "public"."worlds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "world_likes" ADD CONSTRAINT "world_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "world_visits" ADD CONSTRAINT "world_visits_world_id_worlds_id_fk" FOREIGN KEY ("world_id") REFERENCES "public"."worlds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "world_likes_user" ON "world_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "world_visits_day" ON "world_visits" USING btree ("day","world_id","visitor");--> statement-breakpoint
CREATE INDEX "worlds_explore_newest" ON "worlds" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "worlds"."is_public" and "worlds"."listed" and "worlds"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "worlds_explore_liked" ON "worlds" USING btree ("likes" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "worlds"."is_public" and "worlds"."listed" and "worlds"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "worlds_explore_search" ON "worlds" USING gin (to_tsvector('simple'::regconfig, "name" || ' ' || "description"));