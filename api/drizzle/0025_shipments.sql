CREATE TABLE "shipment_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"origin_certificate_id" integer NOT NULL,
	"position" integer NOT NULL,
	"volume" numeric(14, 3) NOT NULL,
	CONSTRAINT "shipment_lines_volume_positive" CHECK ("shipment_lines"."volume" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"client_id" integer NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_country" text NOT NULL,
	"buyer_email" text NOT NULL,
	"activity" text DEFAULT 'EXPORT' NOT NULL,
	"hs_heading" text NOT NULL,
	"description" text NOT NULL,
	"net_mass_kg" numeric(16, 3) NOT NULL,
	"volume" numeric(14, 3) NOT NULL,
	"shipping_date" date NOT NULL,
	"dds_reference" text,
	"dds_verification" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_hs_heading_valid" CHECK ("shipments"."hs_heading" in ('4403', '4406', '4407', '4408', '4409', '4412', '4415', '4418')),
	CONSTRAINT "shipments_activity_valid" CHECK ("shipments"."activity" = 'EXPORT'),
	CONSTRAINT "shipments_buyer_country_code" CHECK ("shipments"."buyer_country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "shipments_quantities_positive" CHECK ("shipments"."net_mass_kg" > 0 and "shipments"."volume" > 0),
	CONSTRAINT "shipments_dds_numbers" CHECK (("shipments"."dds_reference" is null) = ("shipments"."dds_verification" is null))
);
--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_origin_certificate_id_origin_certificates_id_fk" FOREIGN KEY ("origin_certificate_id") REFERENCES "public"."origin_certificates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_lines_position_key" ON "shipment_lines" USING btree ("shipment_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_lines_origin_key" ON "shipment_lines" USING btree ("shipment_id","origin_certificate_id");--> statement-breakpoint
CREATE INDEX "shipment_lines_origin_idx" ON "shipment_lines" USING btree ("origin_certificate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_code_key" ON "shipments" USING btree ("code");--> statement-breakpoint
CREATE INDEX "shipments_client_idx" ON "shipments" USING btree ("client_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipments_created_idx" ON "shipments" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- the codes of shipments: never reused, whatever is rolled back
CREATE SEQUENCE "shipment_code_seq";
