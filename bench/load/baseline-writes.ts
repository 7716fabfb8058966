/**
 * The baseline's writes (issue #25, goal 3; writes.ts sends them): each one named prepared statement on `pg`
 * doing the write Fete does and answering what Fete answers, nothing else. The member is the `x-member`
 * header as it is: no session lookup, no rate limit, no check that the item is visible or the member a
 * participant, no capacity lock, no live publication, no validation beyond what the table's constraints refuse.
 *
 * - like / unlike: the insert (on conflict do nothing) or the delete of the liked_events row; answers {liked}.
 * - attend / leave: the insert (on conflict do nothing) or the delete of the event_attendees row and, in the
 *   same statement, the event's count and capacity; answers {count, attending, capacity, spotsLeft}.
 * - chat send: the message's insert and the conversation's updated_at; answers the message.
 * - form submission: the submission's insert with each answer stored under its field's id and label, as Fete
 *   stores them (read from the form in the same statement); answers {id, status, createdAt}.
 */
import type http from 'node:http';
import type pg from 'pg';

const attendanceState = (change: string, attending: boolean) => `
  with changed as (${change} returning 1),
    item as (select capacity, (select count(*) from event_attendees where event_id = $1)::int as before
             from events where id = $1)
  select json_build_object('count', c.n, 'attending', ${attending}, 'capacity', nullif(item.capacity, 0),
    'spotsLeft', case when coalesce(item.capacity, 0) > 0 then greatest(0, item.capacity - c.n) end)::text as body
  from item, lateral (select item.before ${attending ? '+' : '-'} (select count(*)::int from changed) as n) c`;

const statements = {
  like: `insert into liked_events (event_id, user_id) values ($1, $2) on conflict do nothing`,
  unlike: `delete from liked_events where event_id = $1 and user_id = $2`,
  attend: attendanceState(
    `insert into event_attendees (event_id, user_id) values ($1, $2) on conflict do nothing`,
    true,
  ),
  leave: attendanceState(`delete from event_attendees where event_id = $1 and user_id = $2`, false),
  send: `
    with message as (insert into chat_messages (conversation_id, sender_id, body) values ($1, $2, $3)
                     returning id, conversation_id, sender_id, body, created_at),
      touched as (update conversations set updated_at = now() where id = $1)
    select row_to_json(message)::text as body from message`,
  submit: `
    insert into form_submissions (form_id, user_id, data, status)
    select f.id, $3, coalesce((select jsonb_object_agg(field->>'id',
             jsonb_build_object('label', field->>'label', 'value', $4::jsonb -> (field->>'id')))
           from jsonb_array_elements(f.fields) field where $4::jsonb ? (field->>'id')), '{}'), 'pending'
    from custom_forms f where f.form_type = $1 and f.target_id = $2 and f.active
    returning json_build_object('id', id, 'status', status, 'createdAt', created_at)::text as body`,
};

const routes: { method: string; path: RegExp; name: keyof typeof statements; status: number }[] = [
  { method: 'PUT', path: /^\/api\/likes\/events\/([0-9a-f-]{36})$/, name: 'like', status: 200 },
  { method: 'DELETE', path: /^\/api\/likes\/events\/([0-9a-f-]{36})$/, name: 'unlike', status: 200 },
  { method: 'PUT', path: /^\/api\/events\/([0-9a-f-]{36})\/attendance$/, name: 'attend', status: 200 },
  { method: 'DELETE', path: /^\/api\/events\/([0-9a-f-]{36})\/attendance$/, name: 'leave', status: 200 },
  {
    method: 'POST',
    path: /^\/api\/chat\/conversations\/([0-9a-f-]{36})\/messages$/,
    name: 'send',
    status: 201,
  },
  {
    method: 'POST',
    path: /^\/api\/forms\/([a-z]+)\/([0-9a-f-]{36})\/submissions$/,
    name: 'submit',
    status: 201,
  },
];

const bodyOf = (req: http.IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });

async function write(
  pool: pg.Pool,
  req: http.IncomingMessage,
  route: (typeof routes)[number],
  params: string[],
): Promise<[number, string]> {
  const member = String(req.headers['x-member'] ?? '');
  const text = statements[route.name];
  if (route.name === 'like' || route.name === 'unlike') {
    await pool.query({ name: route.name, text, values: [params[0], member] });
    return [200, JSON.stringify({ liked: route.name === 'like' })];
  }
  const body = req.method === 'POST' ? (JSON.parse(await bodyOf(req)) as Record<string, unknown>) : {};
  const values =
    route.name === 'send'
      ? [params[0], member, body.body]
      : route.name === 'submit'
        ? [params[0], params[1], member, JSON.stringify(body.answers ?? {})]
        : [params[0], member];
  const { rows } = await pool.query({ name: route.name, text, values });
  const answer = rows[0] as { body: string } | undefined;
  return answer ? [route.status, answer.body] : [404, '{"error":"not found"}'];
}

/** The answer to a write, or undefined when the request is not one of these writes (a read). */
export function baselineWrite(
  pool: pg.Pool,
  req: http.IncomingMessage,
): Promise<[number, string]> | undefined {
  const path = (req.url ?? '/').split('?')[0]!;
  for (const route of routes) {
    const match = req.method === route.method ? route.path.exec(path) : null;
    if (match) return write(pool, req, route, match.slice(1));
  }
  return undefined;
}
