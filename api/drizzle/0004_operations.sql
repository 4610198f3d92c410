CREATE TABLE "appointment_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"uploaded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"certifier_id" integer NOT NULL,
	"booked_by_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"notes" text,
	"title" text,
	"description" text,
	"status" text DEFAULT 'Pendiente' NOT NULL,
	"report_type" text,
	"admin_notes" text,
	"payment_voucher_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"regent_result_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "appointments_status_valid" CHECK ("appointments"."status" in ('Pendiente', 'Aprobada Por Regente', 'Rechazada por Regente', 'Subsanable', 'Aprobada', 'Rechazada')),
	CONSTRAINT "appointments_report_type_valid" CHECK ("appointments"."report_type" is null or "appointments"."report_type" in ('Informe Ordinario', 'Informe de Subsanacion')),
	CONSTRAINT "appointments_end_after_start" CHECK ("appointments"."ends_at" >= "appointments"."starts_at"),
	CONSTRAINT "appointments_pending_until_reported" CHECK (("appointments"."status" = 'Pendiente') = ("appointments"."regent_result_at" is null)),
	CONSTRAINT "appointments_reviewed_after_report" CHECK ("appointments"."reviewed_at" is null or ("appointments"."regent_result_at" is not null and "appointments"."status" in ('Aprobada', 'Rechazada', 'Subsanable')))
);
--> statement-breakpoint
CREATE TABLE "customer_regents" (
	"customer_id" integer NOT NULL,
	"regent_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_regents_pk" PRIMARY KEY("customer_id","regent_id")
);
--> statement-breakpoint
CREATE TABLE "extra_visit_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"visitation_amount" integer NOT NULL,
	"visitation_cost" numeric(14, 2) NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	"status" text DEFAULT 'Solicitada' NOT NULL,
	"certificate_file_id" integer,
	"payment_voucher_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	CONSTRAINT "extra_visit_requests_status_valid" CHECK ("extra_visit_requests"."status" in ('Solicitada', 'Aceptada', 'Rechazada')),
	CONSTRAINT "extra_visit_requests_amount_positive" CHECK ("extra_visit_requests"."visitation_amount" >= 1),
	CONSTRAINT "extra_visit_requests_total" CHECK ("extra_visit_requests"."total_amount" = "extra_visit_requests"."visitation_amount" * "extra_visit_requests"."visitation_cost"),
	CONSTRAINT "extra_visit_requests_decided" CHECK (("extra_visit_requests"."status" = 'Solicitada') = ("extra_visit_requests"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_assignments" (
	"property_id" integer NOT NULL,
	"regent_id" integer NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_assignments_pk" PRIMARY KEY("property_id","regent_id")
);
--> statement-breakpoint
ALTER TABLE "appointment_reports" ADD CONSTRAINT "appointment_reports_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_reports" ADD CONSTRAINT "appointment_reports_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_reports" ADD CONSTRAINT "appointment_reports_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_certifier_id_users_id_fk" FOREIGN KEY ("certifier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_booked_by_id_users_id_fk" FOREIGN KEY ("booked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_payment_voucher_id_stored_files_id_fk" FOREIGN KEY ("payment_voucher_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_regents" ADD CONSTRAINT "customer_regents_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_regents" ADD CONSTRAINT "customer_regents_regent_id_users_id_fk" FOREIGN KEY ("regent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_visit_requests" ADD CONSTRAINT "extra_visit_requests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_visit_requests" ADD CONSTRAINT "extra_visit_requests_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_visit_requests" ADD CONSTRAINT "extra_visit_requests_certificate_file_id_stored_files_id_fk" FOREIGN KEY ("certificate_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_visit_requests" ADD CONSTRAINT "extra_visit_requests_payment_voucher_id_stored_files_id_fk" FOREIGN KEY ("payment_voucher_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_visit_requests" ADD CONSTRAINT "extra_visit_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_assignments" ADD CONSTRAINT "property_assignments_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_assignments" ADD CONSTRAINT "property_assignments_regent_id_users_id_fk" FOREIGN KEY ("regent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_reports_appointment_idx" ON "appointment_reports" USING btree ("appointment_id","id");--> statement-breakpoint
CREATE INDEX "appointment_reports_file_idx" ON "appointment_reports" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "appointment_reports_uploaded_by_idx" ON "appointment_reports" USING btree ("uploaded_by_id");--> statement-breakpoint
CREATE INDEX "appointments_customer_idx" ON "appointments" USING btree ("customer_id","starts_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "appointments_certifier_idx" ON "appointments" USING btree ("certifier_id","starts_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "appointments_property_idx" ON "appointments" USING btree ("property_id","starts_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "appointments_reported_idx" ON "appointments" USING btree ("regent_result_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "appointments"."regent_result_at" is not null;--> statement-breakpoint
CREATE INDEX "appointments_unreported_idx" ON "appointments" USING btree ("certifier_id","ends_at") WHERE "appointments"."regent_result_at" is null;--> statement-breakpoint
CREATE INDEX "appointments_payment_voucher_idx" ON "appointments" USING btree ("payment_voucher_id");--> statement-breakpoint
CREATE INDEX "appointments_booked_by_idx" ON "appointments" USING btree ("booked_by_id");--> statement-breakpoint
CREATE INDEX "appointments_reviewed_by_idx" ON "appointments" USING btree ("reviewed_by_id");--> statement-breakpoint
CREATE INDEX "customer_regents_regent_idx" ON "customer_regents" USING btree ("regent_id");--> statement-breakpoint
CREATE INDEX "extra_visit_requests_list_idx" ON "extra_visit_requests" USING btree (("status" <> 'Solicitada'),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "extra_visit_requests_property_idx" ON "extra_visit_requests" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "extra_visit_requests_customer_idx" ON "extra_visit_requests" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "extra_visit_requests_certificate_idx" ON "extra_visit_requests" USING btree ("certificate_file_id");--> statement-breakpoint
CREATE INDEX "extra_visit_requests_voucher_idx" ON "extra_visit_requests" USING btree ("payment_voucher_id");--> statement-breakpoint
CREATE INDEX "extra_visit_requests_decided_by_idx" ON "extra_visit_requests" USING btree ("decided_by_id");--> statement-breakpoint
CREATE INDEX "invitations_customer_idx" ON "invitations" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "property_assignments_regent_idx" ON "property_assignments" USING btree ("regent_id","property_id");