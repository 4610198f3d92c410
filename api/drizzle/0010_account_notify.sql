-- a change of an account's state (disabled, enabled, deleted) is announced with the user's id, so every
-- API process forgets what it remembered of that account at once (plugins/auth.ts)
CREATE OR REPLACE FUNCTION "account_state_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('account_state', OLD."id"::text);
  ELSIF NEW."disabled_at" IS DISTINCT FROM OLD."disabled_at" THEN
    PERFORM pg_notify('account_state', NEW."id"::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_account_state_notify" AFTER UPDATE OF "disabled_at" OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "account_state_notify"();
