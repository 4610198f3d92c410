CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_text_length" CHECK (char_length("chat_messages"."text") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "conversations_version_positive" CHECK ("conversations"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_id_idx" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_author_id_idx" ON "chat_messages" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_one_active_per_customer" ON "conversations" USING btree ("customer_id") WHERE "conversations"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "conversations_customer_id_idx" ON "conversations" USING btree ("customer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_last_message_at_idx" ON "conversations" USING btree ("last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE FUNCTION "conversations_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- delivered at commit to every API server LISTENing on one PostgreSQL: their in-memory versions follow
  PERFORM pg_notify('chat_conversations', json_build_object(
    'id', NEW.id, 'customerId', NEW.customer_id, 'version', NEW.version, 'active', NEW.ended_at IS NULL)::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "conversations_changed"
  AFTER INSERT OR UPDATE OF "version", "ended_at" ON "conversations"
  FOR EACH ROW EXECUTE FUNCTION "conversations_notify"();
