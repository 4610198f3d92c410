ALTER TABLE "properties" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "owner_name" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "owner_identification" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "date_solicited" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- a certified property's copy of its enrolment's columns follows every later change of the enrolment
-- (the same rule as ownerOf: a legal entity, identification type 2, is shown by its company's name and
-- number when it has them)
CREATE FUNCTION "properties_owner_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "properties" SET
    "category_id" = NEW."category_id",
    "owner_name" = CASE WHEN NEW."identification_type_id" = 2 THEN coalesce(nullif(NEW."legal_name", ''), NEW."full_name") ELSE NEW."full_name" END,
    "owner_identification" = CASE WHEN NEW."identification_type_id" = 2 THEN coalesce(nullif(NEW."business_identification", ''), NEW."identification") ELSE NEW."identification" END,
    "date_solicited" = NEW."date_solicited"
  WHERE "enrolment_id" = NEW."id" AND "certified_at" IS NOT NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "enrolments_owner_changed"
  AFTER UPDATE OF "category_id", "identification_type_id", "full_name", "identification", "legal_name", "business_identification", "date_solicited"
  ON "enrolments" FOR EACH ROW
  WHEN ((OLD."category_id", OLD."identification_type_id", OLD."full_name", OLD."identification", OLD."legal_name", OLD."business_identification", OLD."date_solicited")
    IS DISTINCT FROM (NEW."category_id", NEW."identification_type_id", NEW."full_name", NEW."identification", NEW."legal_name", NEW."business_identification", NEW."date_solicited"))
  EXECUTE FUNCTION "properties_owner_refresh"();--> statement-breakpoint
-- the properties certified before these columns, by the same rule
UPDATE "properties" SET
  "category_id" = e."category_id",
  "owner_name" = CASE WHEN e."identification_type_id" = 2 THEN coalesce(nullif(e."legal_name", ''), e."full_name") ELSE e."full_name" END,
  "owner_identification" = CASE WHEN e."identification_type_id" = 2 THEN coalesce(nullif(e."business_identification", ''), e."identification") ELSE e."identification" END,
  "date_solicited" = e."date_solicited"
FROM "enrolments" e
WHERE e."id" = "properties"."enrolment_id" AND "properties"."certified_at" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_certified_read_model" CHECK ("properties"."certified_at" is null or ("properties"."category_id" is not null and "properties"."owner_name" is not null and "properties"."owner_identification" is not null and "properties"."date_solicited" is not null));
