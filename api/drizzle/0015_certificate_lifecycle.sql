CREATE TABLE "certificate_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"actor_id" integer,
	"valid_until" timestamp with time zone,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "certificate_status" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "certificate_status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificate_events" ADD CONSTRAINT "certificate_events_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_events" ADD CONSTRAINT "certificate_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_events_property_idx" ON "certificate_events" USING btree ("property_id","at","id");--> statement-breakpoint
CREATE INDEX "properties_certificate_expiry_idx" ON "properties" USING btree ("valid_until") WHERE "properties"."certificate_status" in ('Vigente', 'Suspendida');--> statement-breakpoint
CREATE INDEX "properties_certified_status_idx" ON "properties" USING btree ("certificate_status","certified_at" DESC NULLS FIRST,"id") WHERE "properties"."certified_at" is not null;--> statement-breakpoint
-- (months are added on the UTC calendar, whatever the server's TimeZone, as the API's addMonths)
-- certificates issued before the lifecycle: Vigente while their 12 months run, otherwise Vencida since they ended,
-- each with its history (issued, and expired where it did)
UPDATE "properties" AS p SET
  "valid_until" = ((p."certified_at" at time zone 'UTC') + interval '12 months') at time zone 'UTC',
  "certificate_status" = CASE WHEN ((p."certified_at" at time zone 'UTC') + interval '12 months') at time zone 'UTC' > now() THEN 'Vigente' ELSE 'Vencida' END,
  "certificate_status_at" = CASE WHEN ((p."certified_at" at time zone 'UTC') + interval '12 months') at time zone 'UTC' > now() THEN p."certified_at" ELSE ((p."certified_at" at time zone 'UTC') + interval '12 months') at time zone 'UTC' END
WHERE p."certified_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "certificate_events" ("property_id", "status", "reason", "valid_until", "at")
  SELECT "id", 'Vigente', 'Certificado emitido al aceptarse la inscripción.', "valid_until", "certified_at" FROM "properties" WHERE "certified_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "certificate_events" ("property_id", "status", "reason", "valid_until", "at")
  SELECT "id", 'Vencida', 'Venció su plazo de validez sin renovarse.', "valid_until", "certificate_status_at" FROM "properties" WHERE "certificate_status" = 'Vencida';--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_certificate_status_valid" CHECK ("properties"."certificate_status" is null or "properties"."certificate_status" in ('Vigente', 'Suspendida', 'Retirada', 'Vencida'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_certificate_status_certified" CHECK (("properties"."certificate_status" is null) = ("properties"."certified_at" is null));