-- The actor cache (docs/decisions/067): every change to a row the actor statement reads tells
-- every server instance which cached actors to forget, on channel matchday_actor, when its
-- transaction commits. Raised here, by the database, so no code path can forget it. Payloads
-- are short tags: s:<session family>, u:<user id>, c:<company id>, a:<admin id>; * = forget all.
CREATE FUNCTION actor_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('matchday_actor', 's:' || OLD.family::text);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_actor_changed AFTER UPDATE OR DELETE ON sessions
	FOR EACH ROW EXECUTE FUNCTION actor_session_changed();
--> statement-breakpoint
CREATE FUNCTION actor_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('matchday_actor', 'u:' || OLD.id::text);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_actor_changed AFTER UPDATE OR DELETE ON users
	FOR EACH ROW EXECUTE FUNCTION actor_user_changed();
--> statement-breakpoint
CREATE FUNCTION actor_company_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('matchday_actor', 'c:' || OLD.id::text);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_actor_changed AFTER UPDATE OR DELETE ON companies
	FOR EACH ROW EXECUTE FUNCTION actor_company_changed();
--> statement-breakpoint
CREATE FUNCTION actor_admin_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('matchday_actor', 'a:' || OLD.id::text);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER admins_actor_changed AFTER UPDATE OR DELETE ON admins
	FOR EACH ROW EXECUTE FUNCTION actor_admin_changed();
--> statement-breakpoint
CREATE FUNCTION actor_all_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('matchday_actor', '*');
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_actor_truncated AFTER TRUNCATE ON sessions
	FOR EACH STATEMENT EXECUTE FUNCTION actor_all_changed();
--> statement-breakpoint
CREATE TRIGGER users_actor_truncated AFTER TRUNCATE ON users
	FOR EACH STATEMENT EXECUTE FUNCTION actor_all_changed();
--> statement-breakpoint
CREATE TRIGGER companies_actor_truncated AFTER TRUNCATE ON companies
	FOR EACH STATEMENT EXECUTE FUNCTION actor_all_changed();
--> statement-breakpoint
CREATE TRIGGER admins_actor_truncated AFTER TRUNCATE ON admins
	FOR EACH STATEMENT EXECUTE FUNCTION actor_all_changed();
