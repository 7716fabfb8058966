-- A member's attendance of an event with a capacity, changed under the event's attendance lock (modules/attendance,
-- queries.ts: the change is one statement that calls this for such an event). A volatile function's queries take a
-- snapshot of their own, after the lock, so they see every change committed before the previous holder's commit:
-- the count checked against the capacity is the true one, and two members never both take the last spot. Attending
-- (`attend`) when already attending changes nothing; else a full event refuses (-1, nothing written); else the row
-- goes in. Leaving deletes the row (none is no error). Answers the count after the change. The lock is the one the
-- change took in a transaction before (same keys), so processes of both builds take turns during a rolling deploy.
CREATE FUNCTION event_attendance_change_locked(event text, member text, attend boolean, capacity integer)
RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  total integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('event_attendees'), hashtext(event));
  IF attend THEN
    IF NOT EXISTS (SELECT 1 FROM event_attendees WHERE event_id = event::uuid AND user_id = member) THEN
      SELECT count(*) INTO total FROM event_attendees WHERE event_id = event::uuid;
      IF total >= capacity THEN
        RETURN -1;
      END IF;
      INSERT INTO event_attendees (event_id, user_id) VALUES (event::uuid, member) ON CONFLICT DO NOTHING;
    END IF;
  ELSE
    DELETE FROM event_attendees WHERE event_id = event::uuid AND user_id = member;
  END IF;
  SELECT count(*) INTO total FROM event_attendees WHERE event_id = event::uuid;
  RETURN total;
END;
$$;
