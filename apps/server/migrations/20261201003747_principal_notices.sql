-- A signed-in user's principal (session, user, roles, organization's name) is read once and used
-- again for a moment by each instance (modules/auth/principal-cache.ts): any change to what it is
-- read from tells every instance at its commit, so that they read it afresh. Per statement, and
-- without a payload: NOTIFY folds the notices of one transaction into one.
CREATE FUNCTION notify_principals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('principals_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A new session changes nobody's principal; a refresh (last use, an app session's sliding end) neither.
CREATE TRIGGER sessions_principals_changed AFTER UPDATE OF revoked_at, user_id, kind OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_principals_changed();
--> statement-breakpoint
CREATE TRIGGER users_principals_changed AFTER UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_principals_changed();
--> statement-breakpoint
CREATE TRIGGER user_roles_principals_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_roles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_principals_changed();
--> statement-breakpoint
CREATE TRIGGER roles_principals_changed AFTER UPDATE OR DELETE OR TRUNCATE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_principals_changed();
--> statement-breakpoint
CREATE TRIGGER organizations_principals_changed AFTER UPDATE OF name OR DELETE OR TRUNCATE ON organizations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_principals_changed();
