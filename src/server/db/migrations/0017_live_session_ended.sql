-- A session that ends (signed out, revoked, suspended, deleted with its member, past its age, ended by hand in
-- SQL) tells every process at commit, on the live channel: its open streams end at once (platform/live/hub.ts).
CREATE FUNCTION live_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('live_events', json_build_object('endedSession', OLD.id)::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER sessions_live_session_ended AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION live_session_ended();
