/**
 * The baseline's signed-in reads (issue #25, goal 2): every back-office list and detail and every member's own
 * list and page that `BENCH_SET=signed npm run bench:load` measures, each answered by ONE named prepared
 * statement building the whole answer as JSON (a page: its rows in the manager's order, the rows it embeds, the
 * total), the way PostgREST answers. It knows no sessions: a member's reads take the member's id as `as=` in the
 * query (signed-rows.ts adds it to the baseline's path). Searches (`q=`) are the same case-insensitive substring
 * on the same columns as Fete's, as a parameter of one statement per shape. What it leaves out is Fete's own work
 * beyond reading (a Fete ID's QR code, chat presence, marks of what was seen): the yardstick is the read.
 */
import type pg from 'pg';

const SIZE = 24;
const DEST = `('Festival', 'Carnival', 'Cruise')`;

/** The rows of `from` (alias x) where `where`, in `order`, as {items, total, page, pageSize}. */
const page = (from: string, where: string, order: string, extra = '', size = SIZE) => `
  select json_build_object(
    'items', coalesce((select json_agg(t) from (select x.*${extra} from ${from} where ${where} order by ${order} limit ${size}) t), '[]'::json),
    'total', (select count(*) from ${from} where ${where}),
    'page', 1, 'pageSize', ${size})::text as body`;

/** Every row of `from` (alias x) where `where`, in `order`, as {items}. */
const all = (from: string, where: string, order: string, extra = '', key = 'items') => `
  select json_build_object('${key}', coalesce((select json_agg(t) from (select x.*${extra} from ${from} where ${where} order by ${order}) t), '[]'::json))::text as body`;

/** One row of `from` (alias x) where `where`, with `extra` columns. */
const one = (from: string, where: string, extra = '') =>
  `select row_to_json(t)::text as body from (select x.*${extra} from ${from} where ${where}) t`;

/** Rows embedded in a row: `select … from table where …` as a JSON array column named `as`. */
const embed = (as: string, from: string, where: string, order: string, limit = '') =>
  `, (select coalesce(json_agg(e), '[]'::json) from (select * from ${from} where ${where} order by ${order} ${limit}) e) as ${as}`;

/** `cols` matching the parameter $n (a `%term%`), case-insensitively. */
const like = (cols: string[], n: number) => `(${cols.map((c) => `${c} ilike $${n}`).join(' or ')})`;

const featured = (kind: string) =>
  `, exists (select 1 from featured_items f where f.item_type = '${kind}' and f.item_id = x.id and f.active) as featured`;
const openReports = `, (select count(*) from event_reports r where r.event_id = x.id and r.status = 'open') as open_reports`;
const submissions = `, (select count(*) from form_submissions s where s.form_id = c.id) as submissions`;
const testimonials = embed(
  'testimonials',
  'testimonial_images ti',
  'ti.provider_id = x.id',
  'sort_order, created_at, id',
);
const receiptParts =
  embed('items', 'receipt_items ri', 'ri.receipt_id = x.id', 'sort_order, created_at') +
  embed('schedule', 'receipt_payment_schedule rs', 'rs.receipt_id = x.id', 'sort_order, created_at');
const registrationProducts = embed(
  'products',
  'market_products mp',
  'mp.registration_id = x.id',
  'created_at, name',
);
const applicationCount = `, (select count(*) from staff_applications a where a.position_id = x.id) as applications`;
const past = (date: string, end: string) =>
  `${date} < current_date and (${end} is null or ${end} < current_date)`;
/** A member's marks on the rows of a page (liked, attending): what Fete adds to the shared page. */
const eventMarks = `, exists (select 1 from liked_events l where l.event_id = x.id and l.user_id = $1) as liked,
  exists (select 1 from event_attendees a where a.event_id = x.id and a.user_id = $1) as attending`;
const bandMarks = `, exists (select 1 from liked_bands l where l.band_id = x.id and l.user_id = $1) as liked,
  exists (select 1 from band_attendees a where a.band_id = x.id and a.user_id = $1) as attending,
  (select rating from band_ratings r where r.band_id = x.id and r.user_id = $1) as rating`;
const visible = `x.id <> $1 and x.show_in_community and (x.banned is null or not x.banned)
  and not exists (select 1 from chat_blocks b where (b.blocker_id = $1 and b.blocked_id = x.id) or (b.blocker_id = x.id and b.blocked_id = $1))`;
const directoryColumns =
  'x.id, x.first_name, x.last_name, x.image, x.territory, x.locality, x.membership_type';
const conversationsOf = (where: string, limit: number) => `
  select coalesce(json_agg(t), '[]'::json)::text as body from (
    select c.id, c.updated_at, row_to_json(o) as other, p.last_read_at,
      (select row_to_json(m) from (select id, sender_id, body, created_at from chat_messages m
        where m.conversation_id = c.id order by created_at desc, id desc limit 1) m) as last,
      (select count(*) from chat_messages m where m.conversation_id = c.id and m.sender_id is distinct from $1
        and (p.last_read_at is null or m.created_at > p.last_read_at)) as unread
    from conversation_participants p join conversations c on c.id = p.conversation_id
    join conversation_participants op on op.conversation_id = c.id and op.user_id <> $1
    join lateral (select id, first_name, last_name, image from users u where u.id = op.user_id) o on true
    where p.user_id = $1 ${where} order by c.updated_at desc, c.id desc limit ${limit}) t`;

type Read = {
  text: string;
  values: (id: string | undefined, q: string | undefined, p: URLSearchParams) => unknown[];
};
const none: Read['values'] = () => [];
const byId: Read['values'] = (id) => [id];
const term = (q: string | undefined) => `%${q}%`;

/** Lists with a search: [statement without q, statement with q as $1]. */
function searchable(from: string, cols: string[], order: string, extra = ''): [Read, Read] {
  return [
    { text: page(from, 'true', order, extra), values: none },
    { text: page(from, like(cols, 1), order, extra), values: (_, q) => [term(q)] },
  ];
}

const adminLists: Record<string, [Read, Read?]> = {
  '/api/admin/products': searchable(
    'market_products x',
    ['x.name', 'x.description', 'x.brand', 'x.category'],
    'x.created_at desc, x.id desc',
    featured('marqet'),
  ),
  '/api/admin/providers': searchable(
    'providers x',
    [`x.first_name || ' ' || x.last_name`, 'x.bio', `array_to_string(x.services, chr(10))`, 'x.location'],
    '(x.rating_total::numeric / nullif(x.rating_count, 0)) desc nulls last, x.first_name, x.last_name, x.id',
    featured('face') + testimonials,
  ),
  '/api/admin/events': searchable(
    'events x',
    ['x.title', 'x.description', 'x.location'],
    'x.date desc, x.start_time desc, x.id desc',
    featured('event') + openReports,
  ),
  '/api/admin/restaurants': searchable(
    'restaurants x',
    ['x.name', 'x.description', 'x.location'],
    'x.name, x.id',
    featured('restaurant'),
  ),
  '/api/admin/bands': searchable(
    'carnival_bands x',
    ['x.name', 'x.description', 'x.location'],
    'x.start_date desc, x.name, x.id',
    featured('band') + ', (select name from carnivals c where c.id = x.carnival_id) as carnival_name',
  ),
  '/api/admin/users': searchable(
    'users x',
    ['x.first_name', 'x.last_name', 'x.email'],
    'lower(x.first_name), lower(x.last_name), x.id',
  ),
  '/api/admin/staff-positions': searchable(
    'staff_positions x',
    ['x.title', 'x.description', `array_to_string(x.requirements, chr(10))`],
    'x.title, x.id',
    applicationCount,
  ),
  '/api/admin/receipts': searchable(
    'receipts x left join users u on u.id = x.user_id',
    ['x.title', 'x.receipt_number', 'u.first_name', 'u.last_name'],
    'x.created_at desc, x.id desc',
    ', u.first_name, u.last_name, u.email',
  ),
  '/api/admin/marqet-registrations': [
    searchable(
      'marqet_registrations x join users u on u.id = x.user_id',
      [],
      'x.created_at desc, x.id desc',
      ', u.first_name, u.last_name' + registrationProducts,
    )[0],
    {
      text: page(
        'marqet_registrations x join users u on u.id = x.user_id',
        `($2::text is null or x.status = $2) and ${like(['x.brand_name', 'x.contact_name', 'x.email', `u.first_name || ' ' || u.last_name`], 1)}`,
        'x.created_at desc, x.id desc',
        ', u.first_name, u.last_name' + registrationProducts,
      ),
      values: (_, q, p) => [term(q), p.get('status')],
    },
  ],
  '/api/admin/hero-slides': [
    { text: all('hero_slides x', 'true', 'sort_order, created_at, id'), values: none },
  ],
  '/api/admin/ads': [{ text: all('ads x', 'true', 'position, sort_order, created_at, id'), values: none }],
  '/api/admin/partners': [{ text: all('partners x', 'true', 'sort_order, created_at, id'), values: none }],
  '/api/admin/badge-types': [
    {
      text: all(
        'badge_types x',
        'true',
        'lower(x.name), x.id',
        ', (select count(*) from user_badges b where b.badge_id = x.id and b.active) as holders',
      ),
      values: none,
    },
  ],
  '/api/admin/user-badges': [
    {
      text: page(
        'user_badges x join badge_types b on b.id = x.badge_id join users u on u.id = x.user_id left join users w on w.id = x.awarded_by',
        'x.active',
        'x.awarded_at desc, x.id desc',
        ', b.name as badge, b.color, u.first_name, u.last_name, u.email, w.first_name as awarder',
      ),
      values: none,
    },
  ],
  '/api/admin/chat-reports': [
    {
      text: all(
        `chat_reports x left join chat_messages m on m.id = x.message_id left join users r on r.id = x.reporter_id
         left join users d on d.id = x.reported_id`,
        `x.status = 'open'`,
        'x.created_at, x.id limit 200',
        ', m.body, r.first_name as reporter, d.first_name as reported',
      ),
      values: none,
    },
  ],
  '/api/admin/packages': [
    {
      text: all(
        `packages x left join custom_forms c on c.form_type = 'package' and c.target_id = x.id`,
        'true',
        'x.sort_order, x.created_at, x.id',
        ', c.id as form_id' + submissions,
      ),
      values: none,
    },
  ],
  '/api/admin/rides': [
    {
      text: all(
        `ride_packages x left join custom_forms c on c.form_type = 'ride' and c.target_id = x.id`,
        'true',
        'x.sort_order, x.created_at, x.id',
        ', c.id as form_id' + submissions,
      ),
      values: none,
    },
  ],
  '/api/admin/forms': [
    {
      text: page('custom_forms x', 'true', 'x.updated_at desc, x.id', submissions.replace('c.id', 'x.id')),
      values: none,
    },
  ],
  '/api/admin/deleted-event-reports': [
    {
      text: all(
        'event_reports x',
        'x.event_id is null',
        `case when x.status = 'open' then 0 else 1 end, x.created_at desc, x.id desc limit 200`,
      ),
      values: none,
    },
  ],
  '/api/admin/site-pages': [{ text: all('site_pages x', 'true', 'slug desc'), values: none }],
  '/api/admin/carnivals': [
    {
      text: all(
        'carnivals x',
        'true',
        'x.sort_order, x.created_at, x.id',
        `, (select count(*) from events e where e.carnival_id = x.id) as event_count,
           (select count(*) from carnival_bands b where b.carnival_id = x.id) as band_count`,
      ),
      values: none,
    },
  ],
};

const featuredTables: Record<string, [string, string]> = {
  event: ['events', 'i.title, i.image_url'],
  restaurant: ['restaurants', 'i.name, i.image_url'],
  face: ['providers', `i.first_name || ' ' || i.last_name, i.avatar_url`],
  band: ['carnival_bands', 'i.name, i.image_url'],
  marqet: ['market_products', 'i.name, i.image_url'],
};
for (const [kind, [table, columns]] of Object.entries(featuredTables))
  adminLists[`/api/admin/featured/${kind}`] = [
    {
      text: all(
        `featured_items x join ${table} i on i.id = x.item_id`,
        `x.item_type = '${kind}' and x.active`,
        'x.sort_order, x.created_at, x.id',
        `, ${columns}`,
      ),
      values: none,
    },
  ];

/** Details: a path pattern, its statement ($1: the id in the path, $2: the member when it takes one). */
const details: [RegExp, Read][] = [
  [
    /^\/api\/admin\/events\/([^/]+)$/,
    {
      text: one(
        'events x',
        'x.id = $1',
        featured('event') +
          openReports +
          embed('discounts', 'event_discounts d', 'd.event_id = x.id', 'code') +
          embed(
            'reports',
            'event_reports r',
            'r.event_id = x.id',
            `case when status = 'open' then 0 else 1 end, created_at desc, id desc`,
            'limit 200',
          ),
      ),
      values: byId,
    },
  ],
  [
    /^\/api\/admin\/users\/([^/]+)$/,
    {
      text: one(
        'users x',
        'x.id = $1',
        `, (select count(*) from sessions s where s.user_id = x.id and s.expires_at > now()) as sessions,
           (select count(*) from users a where a.role = 'admin') as admins` +
          embed('audit', 'audit_log l', 'l.target_user_id = x.id', 'created_at desc, id desc', 'limit 100'),
      ),
      values: byId,
    },
  ],
  [
    /^\/api\/admin\/forms\/([^/]+)\/submissions$/,
    {
      text: one(
        'custom_forms x',
        'x.id = $1',
        embed(
          'submissions',
          'form_submissions s join users u on u.id = s.user_id',
          's.form_id = x.id',
          's.created_at desc, s.id desc',
          `limit ${SIZE}`,
        ),
      ),
      values: byId,
    },
  ],
  // The form builder of a ride or a package: the item and its form.
  ...(
    [
      ['ride', 'ride_packages'],
      ['package', 'packages'],
    ] as const
  ).map(([kind, table]): [RegExp, Read] => [
    new RegExp(`^/api/admin/form-targets/${kind}/([^/]+)$`),
    {
      text: one(
        `${table} x`,
        'x.id = $1',
        embed('forms', 'custom_forms c', `c.form_type = '${kind}' and c.target_id = x.id`, 'c.id'),
      ),
      values: byId,
    },
  ]),
  [
    /^\/api\/admin\/staff-positions\/([^/]+)$/,
    { text: one('staff_positions x', 'x.id = $1', applicationCount), values: byId },
  ],
  [
    /^\/api\/admin\/staff-positions\/([^/]+)\/applications$/,
    {
      text: one(
        'staff_positions x',
        'x.id = $1',
        applicationCount +
          embed(
            'applications',
            'staff_applications a',
            'a.position_id = x.id',
            'created_at desc, id desc',
            `limit ${SIZE}`,
          ),
      ),
      values: byId,
    },
  ],
  [
    /^\/api\/admin\/receipts\/([^/]+)$/,
    {
      text: one(
        'receipts x left join users u on u.id = x.user_id',
        'x.id = $1',
        ', u.first_name, u.last_name' + receiptParts,
      ),
      values: byId,
    },
  ],
  [
    /^\/api\/admin\/marqet-registrations\/([^/]+)$/,
    {
      text: one(
        'marqet_registrations x join users u on u.id = x.user_id',
        'x.id = $1',
        ', u.first_name' + registrationProducts,
      ),
      values: byId,
    },
  ],
  // A member's own pages: $1 the member, $2 the id in the path.
  [
    /^\/api\/me\/events\/([^/]+)$/,
    {
      text: one('events x', 'x.id = $2 and x.organizer_id = $1', openReports),
      values: (id, _, p) => [p.get('as'), id],
    },
  ],
  [
    /^\/api\/members\/directory\/([^/]+)$/,
    {
      text: one(
        'users x',
        `x.id = $2 and ${visible}`,
        embed(
          'badges',
          'user_badges b join badge_types t on t.id = b.badge_id',
          'b.user_id = x.id and b.active',
          'b.awarded_at, t.name',
        ) +
          embed(
            'attending',
            'event_attendees a join events e on e.id = a.event_id',
            'a.user_id = x.id and e.active and coalesce(e.end_date, e.date) >= current_date',
            'e.date, e.id',
            'limit 20',
          ),
      ).replace('x.*', directoryColumns),
      values: (id, _, p) => [p.get('as'), id],
    },
  ],
  [
    /^\/api\/me\/receipts\/([^/]+)$/,
    {
      text: one('receipts x', 'x.id = $2 and x.user_id = $1', receiptParts),
      values: (id, _, p) => [p.get('as'), id],
    },
  ],
  [
    /^\/api\/me\/form-submissions\/([^/]+)$/,
    {
      text: one(
        'form_submissions x join custom_forms c on c.id = x.form_id',
        'x.id = $2 and x.user_id = $1',
        ', c.title, c.fields',
      ),
      values: (id, _, p) => [p.get('as'), id],
    },
  ],
  [
    /^\/api\/chat\/conversations\/([^/]+)$/,
    { text: conversationsOf('and c.id = $2', 1), values: (id, _, p) => [p.get('as'), id] },
  ],
  [
    /^\/api\/chat\/conversations\/([^/]+)\/messages$/,
    {
      text: all(
        'chat_messages x',
        'x.conversation_id = $2 and exists (select 1 from conversation_participants p where p.conversation_id = $2 and p.user_id = $1)',
        'x.created_at desc, x.id desc limit 41',
      ),
      values: (id, _, p) => [p.get('as'), id],
    },
  ],
  [
    /^\/api\/me\/marqet-registrations\/([^/]+)$/,
    {
      text: one('marqet_registrations x', 'x.id = $2 and x.user_id = $1', registrationProducts),
      values: (id, _, p) => [p.get('as'), id],
    },
  ],
  [
    /^\/api\/restaurants\/([^/]+)\/manage$/,
    {
      text: one(
        'restaurants x',
        'x.id = $2 and x.owner_id = $1',
        featured('restaurant') +
          embed('photos', 'restaurant_photos p', 'p.restaurant_id = x.id', 'sort_order, created_at, id') +
          embed('menu', 'restaurant_menu_items m', 'm.restaurant_id = x.id', 'sort_order, name, id') +
          embed('discounts', 'restaurant_discounts d', 'd.restaurant_id = x.id', 'created_at, id'),
      ),
      values: (id, _, p) => [p.get('as'), id],
    },
  ],
  [/^\/api\/site\/pages\/([a-z-]+)$/, { text: one('site_pages x', 'x.slug = $1'), values: byId }],
];

const me = (_: unknown, __: unknown, p: URLSearchParams) => [p.get('as')];
const likedPage = (likes: string, column: string, table: string, order: string, extra: string) =>
  `(select json_build_object('items', coalesce(json_agg(t), '[]'::json), 'total', count(*)) from (select x.*${extra}
    from ${likes} l join ${table} x on x.id = l.${column} and x.active where l.user_id = $1 order by ${order} limit ${SIZE}) t)`;

/** A member's own lists: $1 the member ($2 the search term where there is one). */
const memberLists: Record<string, [Read, Read?]> = {
  '/api/bands': [
    {
      text: page(
        'carnival_bands x',
        `x.active and ${past('x.start_date', 'x.end_date')}`,
        'x.start_date desc, x.name, x.id',
        featured('band') + bandMarks,
      ),
      values: me,
    },
  ],
  '/api/destinations': [
    {
      text: page(
        'events x',
        `x.active and x.category in ${DEST} and ${past('x.date', 'x.end_date')}`,
        'x.date desc, x.start_time desc, x.id',
        featured('event') + eventMarks,
      ),
      values: me,
    },
  ],
  '/api/likes': [
    {
      text: `select json_build_object(
        'events', ${likedPage('liked_events', 'event_id', 'events', 'x.date, x.start_time, x.id', featured('event') + eventMarks)},
        'bands', ${likedPage('liked_bands', 'band_id', 'carnival_bands', 'x.start_date, x.name, x.id', featured('band') + bandMarks)},
        'providers', ${likedPage('liked_providers', 'provider_id', 'providers', 'x.first_name, x.id', featured('face'))},
        'restaurants', ${likedPage('liked_restaurants', 'restaurant_id', 'restaurants', 'x.name, x.id', featured('restaurant'))})::text as body`,
      values: me,
    },
  ],
  '/api/members/me': [{ text: one('users x', 'x.id = $1'), values: me }],
  // Fete also writes the day's pass and draws its QR code: the read is the member's row.
  '/api/members/me/fete-id': [{ text: one('users x', 'x.id = $1'), values: me }],
  '/api/members/me/calendar-feed': [
    {
      text: `select json_build_object('feed', (select row_to_json(f) from calendar_feeds f where f.user_id = $1))::text as body`,
      values: me,
    },
  ],
  '/api/me/events': [
    {
      text: page(
        'events x',
        'x.organizer_id = $1',
        'x.date desc, x.start_time desc, x.id desc',
        featured('event') + openReports,
      ),
      values: me,
    },
  ],
  '/api/members/directory': [
    {
      text: page('users x', visible, 'lower(x.first_name), lower(x.last_name), x.id').replace(
        'x.*',
        directoryColumns,
      ),
      values: me,
    },
    {
      text: page(
        'users x',
        `${visible} and ${like(['x.first_name', 'x.last_name'], 2)} and ($3::text is null or x.territory = $3)`,
        'lower(x.first_name), lower(x.last_name), x.id',
      ).replace('x.*', directoryColumns),
      values: (_, q, p) => [p.get('as'), term(q), p.get('territory')],
    },
  ],
  '/api/me/receipts': [
    {
      text: page('receipts x', 'x.user_id = $1', 'x.created_at desc, x.id desc', receiptParts).replace(
        "'page', 1",
        `'seenAt', (select seen_at from receipt_views v where v.user_id = $1), 'page', 1`,
      ),
      values: me,
    },
  ],
  '/api/me/receipts/status': [
    {
      text: `select json_build_object('newCount', (select count(*) from receipts r where r.user_id = $1
        and r.created_at > coalesce((select seen_at from receipt_views v where v.user_id = $1), '-infinity')),
        'seenAt', (select seen_at from receipt_views v where v.user_id = $1))::text as body`,
      values: me,
    },
  ],
  '/api/me/form-submissions': [
    {
      text: all(
        'form_submissions x join custom_forms c on c.id = x.form_id',
        'x.user_id = $1',
        'x.created_at desc, x.id desc',
        ', c.title',
      ),
      values: me,
    },
  ],
  '/api/me/staff-applications': [
    {
      text: all(
        'staff_applications x join staff_positions s on s.id = x.position_id',
        'x.user_id = $1',
        'x.created_at desc, x.id desc',
        ', s.title',
      ),
      values: me,
    },
  ],
  '/api/chat/conversations': [{ text: conversationsOf('', 200), values: me }],
  '/api/chat/unread': [
    {
      text: `select json_build_object('unread', (select count(*) from chat_messages m join conversation_participants p
        on p.conversation_id = m.conversation_id and p.user_id = $1 where m.sender_id is distinct from $1
        and (p.last_read_at is null or m.created_at > p.last_read_at)))::text as body`,
      values: me,
    },
  ],
  '/api/notifications': [
    {
      text: all('notifications x', 'x.user_id = $1', 'x.created_at desc, x.id desc limit 21').replace(
        '))::text',
        `), 'unread', (select count(*) from notifications n where n.user_id = $1 and not n.read))::text`,
      ),
      values: me,
    },
  ],
  '/api/notifications/preferences': [
    {
      text: `select json_build_object('emailOff', (select email_off from notification_preferences p where p.user_id = $1))::text as body`,
      values: me,
    },
  ],
  '/api/me/attending-events': [
    {
      text: page(
        'event_attendees a join events x on x.id = a.event_id and x.active',
        'a.user_id = $1',
        `(coalesce(x.end_date, x.date) < current_date), case when coalesce(x.end_date, x.date) >= current_date then x.date end,
         case when coalesce(x.end_date, x.date) >= current_date then x.start_time end, x.date desc, x.start_time desc, x.id`,
        featured('event') + eventMarks,
      ),
      values: me,
    },
  ],
  '/api/me/badges': [
    {
      text: all(
        'user_badges x join badge_types b on b.id = x.badge_id',
        'x.user_id = $1 and x.active',
        'x.awarded_at, b.name',
        ', b.name, b.color, b.icon_url',
        'badges',
      ),
      values: me,
    },
  ],
  '/api/staff/positions': [{ text: all('staff_positions x', 'x.active', 'x.title, x.id'), values: none }],
  '/api/packages': [
    {
      text: all(
        `packages x left join custom_forms c on c.form_type = 'package' and c.target_id = x.id`,
        'true',
        'x.sort_order, x.created_at, x.id',
        ', c.id as form_id',
      ),
      values: none,
    },
  ],
  '/api/rides': [
    {
      text: all(
        `ride_packages x left join custom_forms c on c.form_type = 'ride' and c.target_id = x.id`,
        'true',
        'x.sort_order, x.created_at, x.id',
        ', c.id as form_id',
      ),
      values: none,
    },
  ],
  '/api/me/marqet-registrations': [
    {
      text: all(
        'marqet_registrations x',
        'x.user_id = $1',
        'x.created_at desc, x.id desc',
        registrationProducts,
      ),
      values: me,
    },
  ],
  '/api/me/restaurants': [{ text: all('restaurants x', 'x.owner_id = $1', 'x.name, x.id'), values: me }],
  '/api/me/carnival-plans': [
    {
      text: `select json_build_object(
        'plans', (select coalesce(json_agg(t), '[]'::json) from (select p.*, c.slug, c.name,
          (select coalesce(json_agg(i), '[]'::json) from carnival_plan_items i where i.plan_id = p.id) as items
          from carnival_plans p join carnivals c on c.id = p.carnival_id where p.user_id = $1 order by c.sort_order, c.name) t),
        'carnivals', (select coalesce(json_agg(c), '[]'::json) from (select id, slug, name, territory, rule from carnivals
          where active order by sort_order, name) c))::text as body`,
      values: me,
    },
  ],
};

/**
 * The answer to a signed-in read, or undefined when `path` is not one (the public lists are baseline-server.ts's).
 * A member's reads take the member's id from `as=`.
 */
export async function signedAnswer(
  pool: pg.Pool,
  path: string,
  params: URLSearchParams,
): Promise<[number, string] | undefined> {
  const q = params.get('q') ?? undefined;
  const list = adminLists[path] ?? (params.has('as') ? memberLists[path] : undefined);
  if (list) {
    const read = q && list[1] ? list[1] : list[0];
    return run(pool, `signed ${path}${read === list[1] ? ' q' : ''}`, read, undefined, q, params);
  }
  for (const [i, [pattern, read]] of details.entries()) {
    const match = pattern.exec(path);
    if (match) return run(pool, `signed detail ${i}`, read, match[1], q, params);
  }
  return undefined;
}

async function run(
  pool: pg.Pool,
  name: string,
  read: Read,
  id: string | undefined,
  q: string | undefined,
  params: URLSearchParams,
): Promise<[number, string]> {
  const { rows } = await pool.query({ name, text: read.text, values: read.values(id, q, params) });
  const body = rows[0]?.body as string | undefined;
  return body ? [200, body] : [404, '{"error":"not found"}'];
}
