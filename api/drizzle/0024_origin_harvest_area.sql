ALTER TABLE "origin_certificates" ADD COLUMN "harvest_area" jsonb;--> statement-breakpoint
ALTER TABLE "origin_certificates" ADD COLUMN "harvest_area_hectares" numeric(12, 4);--> statement-breakpoint
ALTER TABLE "origin_certificates" ADD CONSTRAINT "origin_certificates_harvest_area" CHECK (("origin_certificates"."harvest_area" is null) = ("origin_certificates"."harvest_area_hectares" is null));