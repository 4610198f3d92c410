CREATE TABLE "backups" (
	"id" serial PRIMARY KEY NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"file_name" text NOT NULL,
	"bytes" bigint NOT NULL,
	"engine" text NOT NULL
);
