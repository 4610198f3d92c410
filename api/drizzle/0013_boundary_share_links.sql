CREATE TABLE "boundary_share_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"label" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "boundary_share_links" ADD CONSTRAINT "boundary_share_links_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boundary_share_links" ADD CONSTRAINT "boundary_share_links_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "boundary_share_links_token_key" ON "boundary_share_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "boundary_share_links_property_idx" ON "boundary_share_links" USING btree ("property_id");