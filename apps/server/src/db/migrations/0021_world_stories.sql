CREATE TABLE "story_builds" (
	"source_hash" text PRIMARY KEY NOT NULL,
	"compiled" text NOT NULL,
	"knots" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_doors" (
	"world_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"map_id" text NOT NULL,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	"open" boolean NOT NULL,
	CONSTRAINT "story_doors_world_id_user_id_map_id_x_y_pk" PRIMARY KEY("world_id","user_id","map_id","x","y")
);
--> statement-breakpoint
CREATE TABLE "story_items" (
	"world_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"item" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "story_items_world_id_user_id_item_pk" PRIMARY KEY("world_id","user_id","item")
);
--> statement-breakpoint
CREATE TABLE "story_quests" (
	"world_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"quest" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_quests_world_id_user_id_quest_pk" PRIMARY KEY("world_id","user_id","quest")
);
--> statement-breakpoint
CREATE TABLE "story_states" (
	"world_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"source_hash" text NOT NULL,
	"state" text NOT NULL,
	"knot" text,
	"map_id" text,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_states_world_id_user_id_pk" PRIMARY KEY("world_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "story_talks" (
	"world_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"knot" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "story_talks_world_id_user_id_knot_pk" PRIMARY KEY("world_id","user_id","knot")
);
--> statement-breakpoint
ALTER TABLE "story_doors" ADD CONSTRAINT "story_doors_world_id_worlds_id_fk" FOREIGN KEY ("world_id") REFERENCES "public"."worlds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_doors" ADD CONSTRAINT "story_doors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_items" ADD CONSTRAINT "story_items_world_id_worlds_id_fk" FOREIGN KEY ("world_id") REFERENCES "public"."worlds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_items" ADD CONSTRAINT "story_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_quests" ADD CONSTRAINT "story_quests_world_id_worlds_id_fk" FOREIGN KEY ("world_id") REFERENCES "public"."worlds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_quests" ADD CONSTRAINT "story_quests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_states" ADD CONSTRAINT "story_states_world_id_worlds_id_fk" FOREIGN KEY ("world_id") REFERENCES "public"."worlds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_states" ADD CONSTRAINT "story_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_talks" ADD CONSTRAINT "story_talks_world_id_worlds_id_fk" FOREIGN KEY ("world_id") REFERENCES "public"."worlds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_talks" ADD CONSTRAINT "story_talks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_quests_world" ON "story_quests" USING btree ("world_id","quest");--> statement-breakpoint
CREATE INDEX "story_talks_world" ON "story_talks" USING btree ("world_id","knot");