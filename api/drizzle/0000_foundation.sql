CREATE TABLE "cantons" (
	"id" integer PRIMARY KEY NOT NULL,
	"province_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" integer PRIMARY KEY NOT NULL,
	"canton_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identification_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "user_roles_pk" PRIMARY KEY("user_id","role"),
	CONSTRAINT "user_roles_role_valid" CHECK ("user_roles"."role" in ('Administrador', 'Contador', 'Regente', 'Cliente'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"second_last_name" text,
	"identification_type_id" integer NOT NULL,
	"identifier" text NOT NULL,
	"legal_name" text,
	"phone_number" text NOT NULL,
	"district_id" integer,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_email_lower_case" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"consecutive" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"is_group" boolean DEFAULT false NOT NULL,
	"leaf" boolean DEFAULT false NOT NULL,
	"october_only" boolean DEFAULT false NOT NULL,
	"extra_area_and_psa" boolean DEFAULT false NOT NULL,
	"template_url" text,
	"flex_file_name1" text,
	"flex_file_name2" text,
	"flex_file_name3" text,
	"flex_file_name4" text,
	"flex_file_name5" text,
	CONSTRAINT "categories_consecutive_unique" UNIQUE("consecutive")
);
--> statement-breakpoint
CREATE TABLE "category_price_ranges" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"starting_range" numeric(14, 2) NOT NULL,
	"ending_range" numeric(14, 2) NOT NULL,
	"anuality_cost" numeric(14, 2) NOT NULL,
	"visitation_cost" numeric(14, 2) NOT NULL,
	"visitation_amount" integer NOT NULL,
	CONSTRAINT "category_price_ranges_start_unique" UNIQUE("category_id","starting_range")
);
--> statement-breakpoint
ALTER TABLE "cantons" ADD CONSTRAINT "cantons_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_canton_id_cantons_id_fk" FOREIGN KEY ("canton_id") REFERENCES "public"."cantons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_identification_type_id_identification_types_id_fk" FOREIGN KEY ("identification_type_id") REFERENCES "public"."identification_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_price_ranges" ADD CONSTRAINT "category_price_ranges_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cantons_province_id_idx" ON "cantons" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "districts_canton_id_idx" ON "districts" USING btree ("canton_id");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_district_id_idx" ON "users" USING btree ("district_id");