CREATE TABLE "origin_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"origin_certificate_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"receiver_property_id" integer NOT NULL,
	"volume" numeric(14, 3) NOT NULL,
	"reference" text,
	"status" text DEFAULT 'Pendiente' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_id" integer,
	CONSTRAINT "origin_transfers_volume_positive" CHECK ("origin_transfers"."volume" > 0),
	CONSTRAINT "origin_transfers_status_valid" CHECK ("origin_transfers"."status" in ('Pendiente', 'Aceptada', 'Rechazada', 'Cancelada')),
	CONSTRAINT "origin_transfers_not_to_self" CHECK ("origin_transfers"."sender_id" <> "origin_transfers"."receiver_id"),
	CONSTRAINT "origin_transfers_decided" CHECK (("origin_transfers"."status" = 'Pendiente') = ("origin_transfers"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "origin_transfers" ADD CONSTRAINT "origin_transfers_origin_certificate_id_origin_certificates_id_fk" FOREIGN KEY ("origin_certificate_id") REFERENCES "public"."origin_certificates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "origin_transfers" ADD CONSTRAINT "origin_transfers_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "origin_transfers" ADD CONSTRAINT "origin_transfers_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "origin_transfers" ADD CONSTRAINT "origin_transfers_receiver_property_id_properties_id_fk" FOREIGN KEY ("receiver_property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "origin_transfers" ADD CONSTRAINT "origin_transfers_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "origin_transfers_origin_idx" ON "origin_transfers" USING btree ("origin_certificate_id","status");--> statement-breakpoint
CREATE INDEX "origin_transfers_sender_idx" ON "origin_transfers" USING btree ("sender_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "origin_transfers_receiver_idx" ON "origin_transfers" USING btree ("receiver_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "origin_transfers_receiver_property_idx" ON "origin_transfers" USING btree ("receiver_property_id");--> statement-breakpoint
CREATE INDEX "origin_transfers_decided_by_idx" ON "origin_transfers" USING btree ("decided_by_id");