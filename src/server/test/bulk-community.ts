import { sql, type SQL } from 'drizzle-orm';
import { COUNTRIES } from '../../shared/constants';
import type { Db } from '../db/client';
import type { Executor } from '../db/factories/util';

/**
 * The community at carnival scale (issue #25, goal 5), on top of the events of bulk-rows.ts: members with a
 * session each, their likes (a few very popular events), attendance, chat and form submissions, every table in
 * one INSERT … SELECT over generate_series (no per-row round trips), on PostgreSQL and on PGlite.
 */
export interface Community {
  /** Members `bulk-member-1` … `bulk-member-{members}`, each signed in (token: `bulkSessionToken(i)`). */
  members: number;
  /** Likes of events per member: two of them go to five very popular upcoming events. */
  likesPerMember: number;
  /** Attendance of events per member (upcoming events). */
  attendsPerMember: number;
  /** Chat messages in all: a fifth in one long thread of `heavy` with member 1, a tenth over `heavy`'s inbox. */
  messages: number;
  /**
   * The member with a long history: one like in 200 events, one attendance in 500 (500 and 200 at 100,000
   * events), a conversation with one member in 250 (200 at 50,000 members) and the long thread.
   */
  heavy: string;
}

export const bulkMemberId = (i: number) => `bulk-member-${i}`;
export const bulkSessionToken = (i: number) => `bulk-session-token-${i}`;
/** The conversation of members 2j+1 and 2j+2 (j from 0): each pair of bulk members has one. */
export const PAIRS_PER_MEMBER = 0.5;
/** How many conversations `heavy` has at `members` members. */
const heavyConversations = (members: number) => Math.max(2, Math.floor(members / 250));

/** The defaults at `events` events: as goal 5's carnival (100,000 events, 50,000 members, 1M likes, 100k messages). */
export const communityFor = (events: number, heavy: string): Community => ({
  members: Math.max(600, Math.round(events / 2)),
  likesPerMember: 20,
  attendsPerMember: 5,
  messages: Math.max(2000, events),
  heavy,
});

export async function loadCommunity(db: Db, c: Community): Promise<void> {
  // One transaction: the rows are consistent by construction, so its foreign-key checks (a lookup and a lock per
  // row, most of the load's time) are skipped (`session_replication_role`, as pg_restore does).
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await loadMembers(tx, c.members);
    await loadLikesAndAttendance(tx, c);
    await loadChat(tx, c);
    await loadSubmissions(tx, c.members);
  });
}

async function loadMembers(db: Executor, members: number) {
  const countries = sql.raw(`array[${COUNTRIES.map((c) => `'${c.replace(/'/g, "''")}'`).join(',')}]`);
  await db.execute(sql`
    insert into users (id, name, email, email_verified, first_name, last_name, territory, locality,
                       membership_type, membership_expires_at, show_in_community)
    select 'bulk-member-' || i, f || ' ' || l, 'bulk.member.' || i || '@example.com', true, f, l || ' ' || i,
           (${countries})[1 + i % 22], (array['Port of Spain','San Fernando','Arima','Chaguanas'])[1 + i % 4],
           case when i % 5 = 0 then 'premium' else 'gold' end, now() + interval '1 year', i % 10 <> 0
    from generate_series(1, ${members}) as s(i),
         lateral (select (array['Kaia','Marlon','Shanice','Devon','Aaliyah','Kareem','Nadia','Jomo'])[1 + i % 8] as f,
                         (array['Baptiste','Charles','Ramdeen','Joseph','Alleyne','Mohammed','Pierre','Greaves'])[1 + (i / 8) % 8] as l) as n
  `);
  await db.execute(sql`
    insert into sessions (id, token, user_id, expires_at)
    select 'bulk-session-' || i, 'bulk-session-token-' || i, 'bulk-member-' || i, now() + interval '30 days'
    from generate_series(1, ${members}) as s(i)
  `);
}

/**
 * Events numbered by date (0 = the oldest active one): likes spread over all of them by two strides, two per
 * member on five popular upcoming ones (each 40 % of the members); attendance over the upcoming half.
 */
async function loadLikesAndAttendance(db: Executor, c: Community) {
  // The active events numbered by date (0 = the oldest): each like and attendance names its event by number, and
  // one hash join gives the ids (a lookup or an array subscript per row is far slower at a million rows).
  await db.execute(sql`
    create temporary table bulk_events on commit drop as
    select id, (row_number() over (order by date, id) - 1)::int as n from events where active`);
  const total = sql`(select count(*)::int from bulk_events)`;
  // One row per member and k < perMember, its event named by number (`n`, of m, k and the number of events).
  const spread = (table: 'liked_events' | 'event_attendees', perMember: number, n: SQL) =>
    db.execute(sql`
      insert into ${sql.identifier(table)} (user_id, event_id, created_at)
      select 'bulk-member-' || w.m, e.id, now() - (w.m % 1000) * interval '1 hour'
      from (select m, ${n} as n
            from (select ${total} as total) as t, generate_series(1, ${c.members}) as m,
                 generate_series(0, ${perMember - 1}) as k) as w
      join bulk_events e on e.n = w.n
      on conflict do nothing
    `);
  await spread(
    'liked_events',
    c.likesPerMember,
    sql`case when k < 2 then t.total / 2 + 10 + (m + k) % 5 else ((m::bigint * 7919 + k * 104729) % t.total)::int end`,
  );
  await spread(
    'event_attendees',
    c.attendsPerMember,
    sql`(t.total / 2 + (m::bigint * 31 + k * 977) % (t.total / 2))::int`,
  );
  await db.execute(sql`
    insert into liked_events (user_id, event_id)
    select ${c.heavy}, id from bulk_events where n % 200 = 1
    on conflict do nothing
  `);
  await db.execute(sql`
    insert into event_attendees (event_id, user_id)
    select id, ${c.heavy} from bulk_events where n >= ${total} / 2 and n % 250 = 0
    on conflict do nothing
  `);
}

/**
 * Conversations: one per pair of bulk members (2j+1, 2j+2), and `heavy` with members 1, 2, … (heavyConversations). Messages: a fifth
 * in `heavy`'s thread with member 1, a tenth over the rest of `heavy`'s inbox, the others over the pairs.
 */
async function loadChat(db: Executor, c: Community) {
  const pairs = Math.floor(c.members / 2);
  const heavyCount = heavyConversations(c.members);
  await db.execute(sql`
    insert into conversations (direct_key, created_at, updated_at)
    select least(a, b) || ':' || greatest(a, b), now() - interval '30 days', now()
    from generate_series(0, ${pairs - 1}) as s(j),
         lateral (select 'bulk-member-' || (2 * j + 1) as a, 'bulk-member-' || (2 * j + 2) as b) as p
    union all
    select least(a, b) || ':' || greatest(a, b), now() - interval '30 days', now()
    from generate_series(1, ${heavyCount}) as s(j),
         lateral (select ${c.heavy}::text as a, 'bulk-member-' || j as b) as p
  `);
  await db.execute(sql`
    insert into conversation_participants (conversation_id, user_id, last_read_at)
    select id, unnest(string_to_array(direct_key, ':')), now() - interval '1 day'
    from conversations where direct_key like '%bulk-member-%'
  `);
  const heavyThread = Math.floor(c.messages / 5);
  const heavyInbox = Math.floor(c.messages / 10);
  const rest = c.messages - heavyThread - heavyInbox;
  await db.execute(sql`
    with heavy as (
      select cv.id, j, cp.user_id as other
      from generate_series(1, ${heavyCount}) as s(j)
      join conversation_participants cp on cp.user_id = 'bulk-member-' || j
      join conversations cv on cv.id = cp.conversation_id and cv.direct_key like '%' || ${c.heavy} || '%'
    )
    insert into chat_messages (conversation_id, sender_id, body, created_at)
    select h.id, case when i % 2 = 0 then ${c.heavy} else h.other end,
           (array['See you on the road!','Which band are you playing with?','J''ouvert at 4?','Saving you a spot in the front line'])[1 + i % 4] || ' (' || i || ')',
           now() - interval '30 days' + i * interval '1 second'
    from generate_series(1, ${heavyThread + heavyInbox}) as s(i)
    join heavy h on h.j = case when i <= ${heavyThread} then 1 else 2 + i % ${heavyCount - 1} end
  `);
  await db.execute(sql`
    insert into chat_messages (conversation_id, sender_id, body, created_at)
    select cv.id, case when i % 2 = 0 then a else b end,
           'Playing mas with you this year? (' || i || ')', now() - interval '30 days' + i * interval '1 second'
    from generate_series(1, ${rest}) as s(i)
    cross join lateral (select 'bulk-member-' || (2 * (i % ${pairs}) + 1) as a, 'bulk-member-' || (2 * (i % ${pairs}) + 2) as b) as p
    join conversations cv on cv.direct_key = least(p.a, p.b) || ':' || greatest(p.a, p.b)
  `);
}

/** One submission for one member in ten, over the active forms in turn. */
async function loadSubmissions(db: Executor, members: number) {
  await db.execute(sql`
    with forms as (select id, (row_number() over (order by id) - 1)::int as n from custom_forms where active),
         total as (select count(*)::int as total from forms)
    insert into form_submissions (form_id, user_id, data, status)
    select f.id, 'bulk-member-' || m, '{}'::jsonb, (array['pending','processed','completed'])[1 + m % 3]
    from total, generate_series(10, ${members}, 10) as m
    join forms f on true
    where total.total > 0 and f.n = (m / 10) % total.total
  `);
}
