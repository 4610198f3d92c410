CREATE TABLE "property_boundaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'Propuesto' NOT NULL,
	"geometry" jsonb NOT NULL,
	"geometry_type" text NOT NULL,
	"area_hectares" numeric(14, 4) NOT NULL,
	"west" double precision NOT NULL,
	"south" double precision NOT NULL,
	"east" double precision NOT NULL,
	"north" double precision NOT NULL,
	"centroid_lon" double precision NOT NULL,
	"centroid_lat" double precision NOT NULL,
	"vertices" integer NOT NULL,
	"method" text NOT NULL,
	"crs" text,
	"source_name" text,
	"accuracy_metres" numeric(8, 2),
	"proposed_by_id" integer,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"note" text,
	CONSTRAINT "property_boundaries_status_valid" CHECK ("property_boundaries"."status" in ('Propuesto', 'Aprobado', 'Devuelto', 'Reemplazado')),
	CONSTRAINT "property_boundaries_method_valid" CHECK ("property_boundaries"."method" in ('gps', 'archivo', 'coordenadas')),
	CONSTRAINT "property_boundaries_decided" CHECK (("property_boundaries"."status" in ('Propuesto', 'Reemplazado')) or "property_boundaries"."decided_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "boundary_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "property_boundaries" ADD CONSTRAINT "property_boundaries_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_boundaries" ADD CONSTRAINT "property_boundaries_proposed_by_id_users_id_fk" FOREIGN KEY ("proposed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_boundaries" ADD CONSTRAINT "property_boundaries_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "property_boundaries_version_key" ON "property_boundaries" USING btree ("property_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "property_boundaries_one_approved" ON "property_boundaries" USING btree ("property_id") WHERE "property_boundaries"."status" = 'Aprobado';--> statement-breakpoint
CREATE UNIQUE INDEX "property_boundaries_one_pending" ON "property_boundaries" USING btree ("property_id") WHERE "property_boundaries"."status" = 'Propuesto';--> statement-breakpoint
CREATE INDEX "property_boundaries_pending_idx" ON "property_boundaries" USING btree ("proposed_at") WHERE "property_boundaries"."status" = 'Propuesto';--> statement-breakpoint
-- a boundary approved, returned or replaced changes what public profiles and the portfolio's map show
CREATE TRIGGER "property_boundaries_portfolio_changed"
  AFTER INSERT OR UPDATE OR DELETE ON "property_boundaries"
  FOR EACH STATEMENT EXECUTE FUNCTION "portfolio_state_bump"();
