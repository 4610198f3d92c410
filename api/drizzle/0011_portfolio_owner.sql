ALTER TABLE "properties" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "owner_name" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "owner_identification" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "date_solicited" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- a certified property carries its enrolment's category, holder and date solicited (the portfolio reads one table):
-- copied whenever its certification is written, by the rule of ownerOf (a legal entity, identification type 2, is
-- shown by its company's name and number when it has them)
CREATE FUNCTION "properties_copy_enrolment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."certified_at" IS NOT NULL THEN
    SELECT e."category_id",
      CASE WHEN e."identification_type_id" = 2 THEN coalesce(nullif(e."legal_name", ''), e."full_name") ELSE e."full_name" END,
      CASE WHEN e."identification_type_id" = 2 THEN coalesce(nullif(e."business_identification", ''), e."identification") ELSE e."identification" END,
      e."date_solicited"
    INTO NEW."category_id", NEW."owner_name", NEW."owner_identification", NEW."date_solicited"
    FROM "enrolments" e WHERE e."id" = NEW."enrolment_id";
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "properties_certified_copy"
  BEFORE INSERT OR UPDATE OF "certified_at", "enrolment_id" ON "properties"
  FOR EACH ROW EXECUTE FUNCTION "properties_copy_enrolment"();--> statement-breakpoint
-- and again after any later change of those columns of the enrolment
CREATE FUNCTION "enrolments_recopy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "properties" SET "certified_at" = "certified_at" WHERE "enrolment_id" = NEW."id" AND "certified_at" IS NOT NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "enrolments_owner_changed"
  AFTER UPDATE OF "category_id", "identification_type_id", "full_name", "identification", "legal_name", "business_identification", "date_solicited"
  ON "enrolments" FOR EACH ROW
  WHEN ((OLD."category_id", OLD."identification_type_id", OLD."full_name", OLD."identification", OLD."legal_name", OLD."business_identification", OLD."date_solicited")
    IS DISTINCT FROM (NEW."category_id", NEW."identification_type_id", NEW."full_name", NEW."identification", NEW."legal_name", NEW."business_identification", NEW."date_solicited"))
  EXECUTE FUNCTION "enrolments_recopy"();--> statement-breakpoint
-- the properties certified before these columns
UPDATE "properties" SET "certified_at" = "certified_at" WHERE "certified_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_certified_read_model" CHECK ("properties"."certified_at" is null or ("properties"."category_id" is not null and "properties"."owner_name" is not null and "properties"."owner_identification" is not null and "properties"."date_solicited" is not null));
