CREATE TABLE "retired_usernames" (
	"username_key" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_volume" (
	"address" text NOT NULL,
	"day" date NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "upload_volume_address_day_pk" PRIMARY KEY("address","day")
);
--> statement-breakpoint
ALTER TABLE "retired_usernames" ADD CONSTRAINT "retired_usernames_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;