CREATE TABLE "mail_preferences" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "mail_preferences_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "mail_preferences" ADD CONSTRAINT "mail_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;