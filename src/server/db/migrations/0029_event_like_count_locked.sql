-- An event's like count for its live topic, read once the event's like-count lock is granted (modules/likes,
-- queries.ts: the publication is one statement that calls this first). A volatile function's query takes a
-- snapshot of its own, after the lock, so it sees every like committed before the previous publication of this
-- event committed: counts published one after the other never go back. The lock is the one the publications took
-- in a transaction before (same keys), so processes of both builds take turns during a rolling deploy.
CREATE FUNCTION event_like_count_locked(event text) RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  likes integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('liked_events'), hashtext(event));
  SELECT count(*) INTO likes FROM liked_events WHERE event_id = event::uuid;
  RETURN likes;
END;
$$;
