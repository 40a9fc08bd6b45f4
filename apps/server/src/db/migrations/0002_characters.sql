CREATE TABLE "characters" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"inventory" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"saved_quotes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"friends" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"completed_maps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"achievements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"qualifying_artifacts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"viewed_artifacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_position" jsonb,
	"game_progress" jsonb DEFAULT '{"currentQuest":null,"completedQuests":[],"discoveredLocations":[]}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "characters" ADD CONSTRAINT "characters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;