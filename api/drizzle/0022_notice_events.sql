CREATE TABLE "notice_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"facts" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"noticed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "boundary_share_links" ADD COLUMN "revoked_by_id" integer;--> statement-breakpoint
CREATE INDEX "notice_events_pending_idx" ON "notice_events" USING btree ("id") WHERE "notice_events"."noticed_at" is null;--> statement-breakpoint
ALTER TABLE "boundary_share_links" ADD CONSTRAINT "boundary_share_links_revoked_by_id_users_id_fk" FOREIGN KEY ("revoked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;