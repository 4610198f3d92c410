CREATE TABLE "watchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"asked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "watches" (
	"watcher_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "watches_pk" PRIMARY KEY("watcher_id","property_id")
);
--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "unsubscribe" text;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_watcher_id_watchers_id_fk" FOREIGN KEY ("watcher_id") REFERENCES "public"."watchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "watchers_email_idx" ON "watchers" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "watchers_token_idx" ON "watchers" USING btree ("token");--> statement-breakpoint
CREATE INDEX "watches_property_idx" ON "watches" USING btree ("property_id") WHERE "watches"."confirmed_at" is not null;