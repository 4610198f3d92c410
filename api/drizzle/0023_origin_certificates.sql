CREATE TABLE "certificate_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"authorised_volume" numeric(14, 3) NOT NULL,
	"issued_volume" numeric(14, 3) DEFAULT 0 NOT NULL,
	CONSTRAINT "certificate_periods_volume_not_negative" CHECK ("certificate_periods"."authorised_volume" >= 0),
	CONSTRAINT "certificate_periods_issued_within" CHECK ("certificate_periods"."issued_volume" >= 0 and "certificate_periods"."issued_volume" <= "certificate_periods"."authorised_volume"),
	CONSTRAINT "certificate_periods_ordered" CHECK ("certificate_periods"."starts_at" < "certificate_periods"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "origin_certificate_species" (
	"id" serial PRIMARY KEY NOT NULL,
	"origin_certificate_id" integer NOT NULL,
	"position" integer NOT NULL,
	"code" text,
	"scientific_name" text NOT NULL,
	"common_name" text NOT NULL,
	"volume" numeric(14, 3) NOT NULL,
	CONSTRAINT "origin_certificate_species_volume_positive" CHECK ("origin_certificate_species"."volume" > 0)
);
--> statement-breakpoint
CREATE TABLE "origin_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"property_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"regent_id" integer,
	"regent_name" text NOT NULL,
	"regent_licence" text,
	"status" text DEFAULT 'Válido' NOT NULL,
	"product_form" text NOT NULL,
	"volume" numeric(14, 3) NOT NULL,
	"harvest_from" date NOT NULL,
	"harvest_to" date NOT NULL,
	"boundary_id" integer NOT NULL,
	"buyer_name" text,
	"destination" text,
	"vehicle_plate" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"annulled_at" timestamp with time zone,
	"annulled_by_id" integer,
	"annul_reason" text,
	CONSTRAINT "origin_certificates_status_valid" CHECK ("origin_certificates"."status" in ('Válido', 'Anulado')),
	CONSTRAINT "origin_certificates_product_form_valid" CHECK ("origin_certificates"."product_form" in ('troza', 'escuadrada', 'aserrada', 'postes', 'lena')),
	CONSTRAINT "origin_certificates_volume_positive" CHECK ("origin_certificates"."volume" > 0),
	CONSTRAINT "origin_certificates_harvest_ordered" CHECK ("origin_certificates"."harvest_from" <= "origin_certificates"."harvest_to"),
	CONSTRAINT "origin_certificates_annulled" CHECK (("origin_certificates"."status" = 'Anulado') = ("origin_certificates"."annulled_at" is not null and "origin_certificates"."annul_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "licence_number" text;--> statement-breakpoint
ALTER TABLE "certificate_periods" ADD CONSTRAINT "certificate_periods_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "origin_certificate_species" ADD CONSTRAINT "origin_certificate_species_origin_certificate_id_origin_certificates_id_fk" FOREIGN KEY ("origin_certificate_id") REFERENCES "public"."origin_certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "origin_certificates" ADD CONSTRAINT "origin_certificates_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "origin_certificates" ADD CONSTRAINT "origin_certificates_period_id_certificate_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."certificate_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "origin_certificates" ADD CONSTRAINT "origin_certificates_regent_id_users_id_fk" FOREIGN KEY ("regent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "origin_certificates" ADD CONSTRAINT "origin_certificates_boundary_id_property_boundaries_id_fk" FOREIGN KEY ("boundary_id") REFERENCES "public"."property_boundaries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "origin_certificates" ADD CONSTRAINT "origin_certificates_annulled_by_id_users_id_fk" FOREIGN KEY ("annulled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_periods_property_start_key" ON "certificate_periods" USING btree ("property_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "origin_certificate_species_position_key" ON "origin_certificate_species" USING btree ("origin_certificate_id","position");--> statement-breakpoint
CREATE INDEX "origin_certificate_species_name_idx" ON "origin_certificate_species" USING btree ("scientific_name");--> statement-breakpoint
CREATE UNIQUE INDEX "origin_certificates_number_key" ON "origin_certificates" USING btree ("number");--> statement-breakpoint
CREATE INDEX "origin_certificates_period_idx" ON "origin_certificates" USING btree ("period_id","status");--> statement-breakpoint
CREATE INDEX "origin_certificates_property_idx" ON "origin_certificates" USING btree ("property_id","issued_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "origin_certificates_regent_idx" ON "origin_certificates" USING btree ("regent_id");--> statement-breakpoint
CREATE INDEX "origin_certificates_issued_idx" ON "origin_certificates" USING btree ("issued_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "origin_certificates_boundary_idx" ON "origin_certificates" USING btree ("boundary_id");--> statement-breakpoint
CREATE INDEX "origin_certificates_annulled_by_idx" ON "origin_certificates" USING btree ("annulled_by_id");
--> statement-breakpoint
-- the numbers of origin certificates: never reused, whatever is annulled or rolled back
CREATE SEQUENCE "origin_certificate_number_seq";--> statement-breakpoint
-- every certificate issued so far gets its first period (the issue until the first validity's end) and one per
-- accepted renewal, each authorising the property's enrolled volume
INSERT INTO "certificate_periods" ("property_id", "starts_at", "ends_at", "authorised_volume")
SELECT p."id", p."certified_at",
  coalesce((SELECT min(r."valid_until_before") FROM "certificate_renewals" r WHERE r."property_id" = p."id" AND r."status" = 'Aceptada'), p."valid_until"),
  coalesce(p."volume", 0)
FROM "properties" p
WHERE p."certified_at" IS NOT NULL AND p."valid_until" IS NOT NULL
  AND coalesce((SELECT min(r."valid_until_before") FROM "certificate_renewals" r WHERE r."property_id" = p."id" AND r."status" = 'Aceptada'), p."valid_until") > p."certified_at";--> statement-breakpoint
INSERT INTO "certificate_periods" ("property_id", "starts_at", "ends_at", "authorised_volume")
SELECT r."property_id", r."valid_until_before", r."valid_until_after", coalesce(p."volume", 0)
FROM "certificate_renewals" r JOIN "properties" p ON p."id" = r."property_id"
WHERE r."status" = 'Aceptada' AND r."valid_until_before" IS NOT NULL AND r."valid_until_after" > r."valid_until_before"
ON CONFLICT ("property_id", "starts_at") DO NOTHING;
