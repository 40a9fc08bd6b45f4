CREATE TABLE "world_positions" (
	"world_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "world_positions_world_id_user_id_pk" PRIMARY KEY("world_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "world_positions" ADD CONSTRAINT "world_positions_world_id_worlds_id_fk" FOREIGN KEY ("world_id") REFERENCES "public"."worlds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "world_positions" ADD CONSTRAINT "world_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;