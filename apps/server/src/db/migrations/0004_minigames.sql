CREATE TABLE "minigame_records" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"text_adventure_finished" boolean DEFAULT false NOT NULL,
	"terminal_finished" boolean DEFAULT false NOT NULL,
	"shooter_best_score" integer DEFAULT 0 NOT NULL,
	"level4_completed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "minigame_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"game" text NOT NULL,
	"body_hash" text NOT NULL,
	"score" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "minigame_records" ADD CONSTRAINT "minigame_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minigame_results" ADD CONSTRAINT "minigame_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "minigame_results_once" ON "minigame_results" USING btree ("user_id","game","body_hash");