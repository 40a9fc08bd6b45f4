CREATE TABLE "progress_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"experience" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "progress_events" ADD CONSTRAINT "progress_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "progress_events_once" ON "progress_events" USING btree ("user_id","kind","key");--> statement-breakpoint
-- Decision 0224: what players had before events is taken as justified. Their experience becomes one
-- 'legacy' event; their viewed artifacts and completed levels become events that pay nothing more.
INSERT INTO "progress_events" ("user_id", "kind", "key", "experience")
SELECT "id", 'legacy', 'legacy', "experience" FROM "users" WHERE "experience" > 0;--> statement-breakpoint
INSERT INTO "progress_events" ("user_id", "kind", "key", "experience")
SELECT DISTINCT "user_id", 'discovery', jsonb_array_elements_text("viewed_artifacts"), 0 FROM "characters"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "progress_events" ("user_id", "kind", "key", "experience")
SELECT "user_id", 'levelComplete', "map", 0
FROM "characters", jsonb_array_elements_text("completed_maps") AS "map"
WHERE "map" IN ('level1', 'level2', 'level3', 'level4')
ON CONFLICT DO NOTHING;
