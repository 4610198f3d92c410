CREATE TABLE "certificate_renewals" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"period_months" integer NOT NULL,
	"status" text DEFAULT 'Solicitada' NOT NULL,
	"payment_voucher_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"reason" text,
	"valid_until_before" timestamp with time zone,
	"valid_until_after" timestamp with time zone,
	CONSTRAINT "certificate_renewals_status_valid" CHECK ("certificate_renewals"."status" in ('Solicitada', 'Aceptada', 'Rechazada')),
	CONSTRAINT "certificate_renewals_amount_not_negative" CHECK ("certificate_renewals"."amount" >= 0),
	CONSTRAINT "certificate_renewals_period_positive" CHECK ("certificate_renewals"."period_months" >= 1),
	CONSTRAINT "certificate_renewals_decided" CHECK (("certificate_renewals"."status" = 'Solicitada') = ("certificate_renewals"."decided_at" is null)),
	CONSTRAINT "certificate_renewals_rejected_reason" CHECK (("certificate_renewals"."status" = 'Rechazada') = ("certificate_renewals"."reason" is not null)),
	CONSTRAINT "certificate_renewals_accepted_validity" CHECK (("certificate_renewals"."status" = 'Aceptada') = ("certificate_renewals"."valid_until_after" is not null))
);
--> statement-breakpoint
ALTER TABLE "certificate_renewals" ADD CONSTRAINT "certificate_renewals_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_renewals" ADD CONSTRAINT "certificate_renewals_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_renewals" ADD CONSTRAINT "certificate_renewals_payment_voucher_id_stored_files_id_fk" FOREIGN KEY ("payment_voucher_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_renewals" ADD CONSTRAINT "certificate_renewals_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_renewals_one_waiting_idx" ON "certificate_renewals" USING btree ("property_id") WHERE "certificate_renewals"."status" = 'Solicitada';--> statement-breakpoint
CREATE INDEX "certificate_renewals_list_idx" ON "certificate_renewals" USING btree (("status" <> 'Solicitada'),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "certificate_renewals_property_idx" ON "certificate_renewals" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "certificate_renewals_customer_idx" ON "certificate_renewals" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "certificate_renewals_voucher_idx" ON "certificate_renewals" USING btree ("payment_voucher_id");--> statement-breakpoint
CREATE INDEX "certificate_renewals_decided_by_idx" ON "certificate_renewals" USING btree ("decided_by_id");--> statement-breakpoint
CREATE INDEX "certificate_renewals_decided_idx" ON "certificate_renewals" USING btree ("status","decided_at");