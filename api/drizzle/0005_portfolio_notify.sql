-- every new portfolio version is also announced, so a server can keep it in memory instead of reading it per request
CREATE OR REPLACE FUNCTION "portfolio_state_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next bigint;
BEGIN
  UPDATE "portfolio_state" SET "version" = "version" + 1 RETURNING "version" INTO next;
  PERFORM pg_notify('portfolio_version', next::text);
  RETURN NULL;
END
$$;
