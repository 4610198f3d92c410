CREATE TABLE "shipment_share_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"label" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by_id" integer
);
--> statement-breakpoint
ALTER TABLE "shipment_share_links" ADD CONSTRAINT "shipment_share_links_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_share_links" ADD CONSTRAINT "shipment_share_links_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_share_links" ADD CONSTRAINT "shipment_share_links_revoked_by_id_users_id_fk" FOREIGN KEY ("revoked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_share_links_token_key" ON "shipment_share_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "shipment_share_links_shipment_idx" ON "shipment_share_links" USING btree ("shipment_id");