CREATE TABLE "appointment_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy_m" real,
	"uploaded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_photos_position" CHECK (("appointment_photos"."latitude" is null) = ("appointment_photos"."longitude" is null) and ("appointment_photos"."latitude" is null) = ("appointment_photos"."accuracy_m" is null)),
	CONSTRAINT "appointment_photos_latitude" CHECK ("appointment_photos"."latitude" between -90 and 90),
	CONSTRAINT "appointment_photos_longitude" CHECK ("appointment_photos"."longitude" between -180 and 180),
	CONSTRAINT "appointment_photos_accuracy" CHECK ("appointment_photos"."accuracy_m" >= 0)
);
--> statement-breakpoint
ALTER TABLE "appointment_photos" ADD CONSTRAINT "appointment_photos_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_photos" ADD CONSTRAINT "appointment_photos_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_photos" ADD CONSTRAINT "appointment_photos_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_photos_appointment_idx" ON "appointment_photos" USING btree ("appointment_id","id");--> statement-breakpoint
CREATE INDEX "appointment_photos_file_idx" ON "appointment_photos" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "appointment_photos_uploaded_by_idx" ON "appointment_photos" USING btree ("uploaded_by_id");