-- pg_trgm backs the portfolio search index (trusted extension: the database owner may create it)
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "enrolment_transitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrolment_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" integer,
	"notes" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrolment_transitions_from_valid" CHECK ("enrolment_transitions"."from_status" is null or "enrolment_transitions"."from_status" in ('Presentada', 'Subsanar', 'Subsanada', 'Pagar', 'Pagada', 'Aceptada', 'Rechazada')),
	CONSTRAINT "enrolment_transitions_to_valid" CHECK ("enrolment_transitions"."to_status" in ('Presentada', 'Subsanar', 'Subsanada', 'Pagar', 'Pagada', 'Aceptada', 'Rechazada')),
	CONSTRAINT "enrolment_transitions_submission" CHECK ("enrolment_transitions"."from_status" is not null or "enrolment_transitions"."to_status" = 'Presentada')
);
--> statement-breakpoint
CREATE TABLE "enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"identification_type_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"identification" text NOT NULL,
	"legal_name" text,
	"business_identification" text,
	"district_id" integer NOT NULL,
	"address" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"status" text DEFAULT 'Presentada' NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"notes" text,
	"date_solicited" timestamp with time zone DEFAULT now() NOT NULL,
	"date_approved" timestamp with time zone,
	"identifier_front_id" integer,
	"identifier_back_id" integer,
	"legal_identifier_front_id" integer,
	"sworn_declaration_id" integer,
	"second_sworn_declaration_id" integer,
	"remediation_file_id" integer,
	"payment_voucher_id" integer,
	"flex_file1_id" integer,
	"flex_file2_id" integer,
	"flex_file3_id" integer,
	"flex_file4_id" integer,
	"flex_file5_id" integer,
	"flex_file_name1" text,
	"flex_file_name2" text,
	"flex_file_name3" text,
	"flex_file_name4" text,
	"flex_file_name5" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "enrolments_status_valid" CHECK ("enrolments"."status" in ('Presentada', 'Subsanar', 'Subsanada', 'Pagar', 'Pagada', 'Aceptada', 'Rechazada')),
	CONSTRAINT "enrolments_identification_type_valid" CHECK ("enrolments"."identification_type_id" in (1, 2)),
	CONSTRAINT "enrolments_approved_when_accepted" CHECK (("enrolments"."status" = 'Aceptada') = ("enrolments"."date_approved" is not null)),
	CONSTRAINT "enrolments_price_not_negative" CHECK ("enrolments"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "extra_properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrolment_id" integer NOT NULL,
	"name" text NOT NULL,
	"district_id" integer NOT NULL,
	"address" text NOT NULL,
	"timber" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_state" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "portfolio_state_single_row" CHECK ("portfolio_state"."id")
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrolment_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"fantasy_name" text,
	"sheet_number" text,
	"address" text NOT NULL,
	"district_id" integer NOT NULL,
	"ownership" text NOT NULL,
	"area" numeric(14, 2),
	"certification_area" numeric(14, 2),
	"psa_number" text,
	"volume" numeric(14, 2),
	"anuality_cost" numeric(14, 2) NOT NULL,
	"visitation_cost" numeric(14, 2) NOT NULL,
	"visitation_amount" integer NOT NULL,
	"power_file_id" integer,
	"legal_authorization_file_id" integer,
	"psa_file_id" integer,
	"sinac" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"certified_at" timestamp with time zone,
	"canton_id" integer,
	"province_id" integer,
	"search_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "properties_visitation_amount_not_negative" CHECK ("properties"."visitation_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "enrolment_transitions" ADD CONSTRAINT "enrolment_transitions_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolment_transitions" ADD CONSTRAINT "enrolment_transitions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_identification_type_id_identification_types_id_fk" FOREIGN KEY ("identification_type_id") REFERENCES "public"."identification_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_identifier_front_id_stored_files_id_fk" FOREIGN KEY ("identifier_front_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_identifier_back_id_stored_files_id_fk" FOREIGN KEY ("identifier_back_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_legal_identifier_front_id_stored_files_id_fk" FOREIGN KEY ("legal_identifier_front_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_sworn_declaration_id_stored_files_id_fk" FOREIGN KEY ("sworn_declaration_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_second_sworn_declaration_id_stored_files_id_fk" FOREIGN KEY ("second_sworn_declaration_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_remediation_file_id_stored_files_id_fk" FOREIGN KEY ("remediation_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_payment_voucher_id_stored_files_id_fk" FOREIGN KEY ("payment_voucher_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_flex_file1_id_stored_files_id_fk" FOREIGN KEY ("flex_file1_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_flex_file2_id_stored_files_id_fk" FOREIGN KEY ("flex_file2_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_flex_file3_id_stored_files_id_fk" FOREIGN KEY ("flex_file3_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_flex_file4_id_stored_files_id_fk" FOREIGN KEY ("flex_file4_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_flex_file5_id_stored_files_id_fk" FOREIGN KEY ("flex_file5_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_properties" ADD CONSTRAINT "extra_properties_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_properties" ADD CONSTRAINT "extra_properties_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_power_file_id_stored_files_id_fk" FOREIGN KEY ("power_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_legal_authorization_file_id_stored_files_id_fk" FOREIGN KEY ("legal_authorization_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_psa_file_id_stored_files_id_fk" FOREIGN KEY ("psa_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_canton_id_cantons_id_fk" FOREIGN KEY ("canton_id") REFERENCES "public"."cantons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrolment_transitions_enrolment_idx" ON "enrolment_transitions" USING btree ("enrolment_id","at");--> statement-breakpoint
CREATE INDEX "enrolment_transitions_actor_idx" ON "enrolment_transitions" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "enrolments_status_date_idx" ON "enrolments" USING btree ("status","date_solicited" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enrolments_date_solicited_idx" ON "enrolments" USING btree ("date_solicited" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enrolments_customer_idx" ON "enrolments" USING btree ("customer_id","date_solicited" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enrolments_category_idx" ON "enrolments" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "enrolments_district_idx" ON "enrolments" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "extra_properties_enrolment_idx" ON "extra_properties" USING btree ("enrolment_id");--> statement-breakpoint
CREATE INDEX "extra_properties_district_idx" ON "extra_properties" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "properties_enrolment_idx" ON "properties" USING btree ("enrolment_id");--> statement-breakpoint
CREATE INDEX "properties_customer_idx" ON "properties" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "properties_district_idx" ON "properties" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "properties_certified_idx" ON "properties" USING btree ("certified_at" DESC NULLS FIRST,"id") WHERE "properties"."certified_at" is not null;--> statement-breakpoint
CREATE INDEX "properties_certified_province_idx" ON "properties" USING btree ("province_id","certified_at" DESC NULLS FIRST,"id") WHERE "properties"."certified_at" is not null;--> statement-breakpoint
CREATE INDEX "properties_certified_canton_idx" ON "properties" USING btree ("canton_id","certified_at" DESC NULLS FIRST,"id") WHERE "properties"."certified_at" is not null;--> statement-breakpoint
CREATE INDEX "properties_search_trgm_idx" ON "properties" USING gin ("search_text" gin_trgm_ops) WHERE "properties"."certified_at" is not null;--> statement-breakpoint
INSERT INTO "portfolio_state" ("id", "version") VALUES (true, 0);--> statement-breakpoint
-- no statistics for the search text: a histogram cannot estimate a substring match, and reading it made
-- planning every portfolio search cost more than running it
ALTER TABLE "properties" ALTER COLUMN "search_text" SET STATISTICS 0;--> statement-breakpoint
-- cached portfolio answers are valid while this version stands: any write to what the portfolio shows bumps it
CREATE FUNCTION "portfolio_state_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "portfolio_state" SET "version" = "version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "properties_portfolio_changed"
  AFTER INSERT OR UPDATE OR DELETE ON "properties"
  FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_state_bump"();--> statement-breakpoint
CREATE TRIGGER "properties_portfolio_truncated"
  AFTER TRUNCATE ON "properties"
  FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_state_bump"();--> statement-breakpoint
CREATE TRIGGER "enrolments_portfolio_changed"
  AFTER UPDATE OR DELETE ON "enrolments"
  FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_state_bump"();
