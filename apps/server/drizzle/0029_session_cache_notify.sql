-- Tells every server process, at commit, which accounts changed (their row or one of their sessions): the
-- guard's session cache (src/auth/session-cache.ts) forgets them. Any writer is covered, this API's or not.
-- The payload is the account ids, comma-separated, or '*' (forget all) when they would not fit in a NOTIFY.
CREATE FUNCTION "session_cache_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    changed := '*';
  ELSIF TG_TABLE_NAME = 'accounts' THEN
    SELECT string_agg(DISTINCT id::text, ',') INTO changed FROM old_rows;
  ELSE
    SELECT string_agg(DISTINCT account_id::text, ',') INTO changed FROM old_rows;
  END IF;
  IF changed IS NULL THEN
    RETURN NULL;
  END IF;
  IF length(changed) > 7000 THEN
    changed := '*';
  END IF;
  PERFORM pg_notify('conecta_session_cache', changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "accounts_session_cache_update" AFTER UPDATE ON "accounts" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION session_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "accounts_session_cache_delete" AFTER DELETE ON "accounts" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION session_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "accounts_session_cache_truncate" AFTER TRUNCATE ON "accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION session_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "auth_sessions_session_cache_update" AFTER UPDATE ON "auth_sessions" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION session_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "auth_sessions_session_cache_delete" AFTER DELETE ON "auth_sessions" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION session_cache_notify();
--> statement-breakpoint
CREATE TRIGGER "auth_sessions_session_cache_truncate" AFTER TRUNCATE ON "auth_sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION session_cache_notify();
