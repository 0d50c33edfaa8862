-- The per-meeting follow-up summary (docs/decisions/095), kept by the database: every insert,
-- update, delete or truncate of meeting_ratings, follow_up_reports and follow_up_outcomes
-- recomputes the summary row of each meeting it touched, in the same transaction. Writers of one
-- meeting are serialised by a lock on the meeting's row taken before the recount (a row lock:
-- bulk writes hold no lock-table entry per meeting), so two sides rating at once (READ
-- COMMITTED: each statement sees what committed before it) both end in the row.
CREATE FUNCTION follow_up_summary_refresh(m uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF m IS NULL THEN
		RETURN;
	END IF;
	PERFORM 1 FROM meetings WHERE id = m FOR NO KEY UPDATE;
	DELETE FROM meeting_follow_up_summaries WHERE meeting_id = m;
	INSERT INTO meeting_follow_up_summaries
		(meeting_id, startup_score, corporate_score, wants, answered, onward, collaboration)
	SELECT m,
		(SELECT r.score FROM meeting_ratings r WHERE r.meeting_id = m AND r.side = 'STARTUP'),
		(SELECT r.score FROM meeting_ratings r WHERE r.meeting_id = m AND r.side = 'CORPORATE'),
		EXISTS (SELECT 1 FROM meeting_ratings r WHERE r.meeting_id = m AND r.wants_follow_up),
		EXISTS (SELECT 1 FROM follow_up_reports f WHERE f.meeting_id = m)
			OR EXISTS (SELECT 1 FROM follow_up_outcomes o WHERE o.meeting_id = m),
		EXISTS (SELECT 1 FROM follow_up_reports f WHERE f.meeting_id = m AND f.result <> 'NO_FURTHER_CONTACT')
			OR EXISTS (SELECT 1 FROM follow_up_outcomes o WHERE o.meeting_id = m),
		EXISTS (SELECT 1 FROM follow_up_reports f WHERE f.meeting_id = m AND f.result = 'AGREEMENT_REACHED')
			OR EXISTS (SELECT 1 FROM follow_up_outcomes o WHERE o.meeting_id = m AND o.kind IN ('NDA', 'LOI', 'PILOT', 'CONTRACT'))
	WHERE EXISTS (SELECT 1 FROM meetings t WHERE t.id = m)
		AND (EXISTS (SELECT 1 FROM meeting_ratings r WHERE r.meeting_id = m)
			OR EXISTS (SELECT 1 FROM follow_up_reports f WHERE f.meeting_id = m)
			OR EXISTS (SELECT 1 FROM follow_up_outcomes o WHERE o.meeting_id = m));
END $$;
--> statement-breakpoint
CREATE FUNCTION follow_up_summary_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		PERFORM follow_up_summary_refresh(OLD.meeting_id);
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.meeting_id IS DISTINCT FROM OLD.meeting_id) THEN
		PERFORM follow_up_summary_refresh(NEW.meeting_id);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Every summary counted again from the sources: after a truncate of one, and once here.
CREATE FUNCTION follow_up_summary_rebuild_all() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM meeting_follow_up_summaries;
	INSERT INTO meeting_follow_up_summaries
		(meeting_id, startup_score, corporate_score, wants, answered, onward, collaboration)
	SELECT t.id,
		(SELECT r.score FROM meeting_ratings r WHERE r.meeting_id = t.id AND r.side = 'STARTUP'),
		(SELECT r.score FROM meeting_ratings r WHERE r.meeting_id = t.id AND r.side = 'CORPORATE'),
		EXISTS (SELECT 1 FROM meeting_ratings r WHERE r.meeting_id = t.id AND r.wants_follow_up),
		EXISTS (SELECT 1 FROM follow_up_reports f WHERE f.meeting_id = t.id)
			OR EXISTS (SELECT 1 FROM follow_up_outcomes o WHERE o.meeting_id = t.id),
		EXISTS (SELECT 1 FROM follow_up_reports f WHERE f.meeting_id = t.id AND f.result <> 'NO_FURTHER_CONTACT')
			OR EXISTS (SELECT 1 FROM follow_up_outcomes o WHERE o.meeting_id = t.id),
		EXISTS (SELECT 1 FROM follow_up_reports f WHERE f.meeting_id = t.id AND f.result = 'AGREEMENT_REACHED')
			OR EXISTS (SELECT 1 FROM follow_up_outcomes o WHERE o.meeting_id = t.id AND o.kind IN ('NDA', 'LOI', 'PILOT', 'CONTRACT'))
	FROM meetings t
	WHERE EXISTS (SELECT 1 FROM meeting_ratings r WHERE r.meeting_id = t.id)
		OR EXISTS (SELECT 1 FROM follow_up_reports f WHERE f.meeting_id = t.id)
		OR EXISTS (SELECT 1 FROM follow_up_outcomes o WHERE o.meeting_id = t.id);
END $$;
--> statement-breakpoint
CREATE FUNCTION follow_up_summary_rebuild() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM follow_up_summary_rebuild_all();
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER meeting_ratings_follow_up_summary AFTER INSERT OR UPDATE OR DELETE ON meeting_ratings
	FOR EACH ROW EXECUTE FUNCTION follow_up_summary_row_changed();
--> statement-breakpoint
CREATE TRIGGER follow_up_reports_follow_up_summary AFTER INSERT OR UPDATE OR DELETE ON follow_up_reports
	FOR EACH ROW EXECUTE FUNCTION follow_up_summary_row_changed();
--> statement-breakpoint
CREATE TRIGGER follow_up_outcomes_follow_up_summary AFTER INSERT OR UPDATE OR DELETE ON follow_up_outcomes
	FOR EACH ROW EXECUTE FUNCTION follow_up_summary_row_changed();
--> statement-breakpoint
CREATE TRIGGER meeting_ratings_follow_up_rebuild AFTER TRUNCATE ON meeting_ratings
	FOR EACH STATEMENT EXECUTE FUNCTION follow_up_summary_rebuild();
--> statement-breakpoint
CREATE TRIGGER follow_up_reports_follow_up_rebuild AFTER TRUNCATE ON follow_up_reports
	FOR EACH STATEMENT EXECUTE FUNCTION follow_up_summary_rebuild();
--> statement-breakpoint
CREATE TRIGGER follow_up_outcomes_follow_up_rebuild AFTER TRUNCATE ON follow_up_outcomes
	FOR EACH STATEMENT EXECUTE FUNCTION follow_up_summary_rebuild();
--> statement-breakpoint
-- The meetings already followed up.
SELECT follow_up_summary_rebuild_all();
