/**
 * The yardstick of `npm run bench:load`: a bare node:http server on `pg` that answers each list with one
 * named prepared statement building the whole page (20 items + total) as JSON with json_agg, the way
 * PostgREST answers, and each detail with one named statement reading one row. It knows nothing of sessions,
 * validation or routing beyond a lookup table: it is what the same database can give, not a rival app.
 *
 *   BASELINE_PORT=… DATABASE_URL=… node --import tsx bench/load/baseline-server.ts
 */
import http from 'node:http';
import pg from 'pg';
import { signedAnswer } from './baseline-signed';
import { baselineWrite } from './baseline-writes';
import { filteredAnswer } from './baseline-filters';

const DESTINATIONS = `('Festival', 'Carnival', 'Cruise')`;

/** The page of a list: rows of `from` in `order`, as {items, total, page, pageSize}. */
const page = (from: string, where: string, order: string, size = 20) => `
  select json_build_object(
    'items', coalesce((select json_agg(t) from (select * from ${from} where ${where} order by ${order} limit ${size}) t), '[]'::json),
    'total', (select count(*) from ${from} where ${where}),
    'page', 1, 'pageSize', ${size})::text as body`;

const upcoming = `active and date >= current_date`;
const lists: Record<string, string> = {
  '/api/events': page('events', `${upcoming} and category not in ${DESTINATIONS}`, 'date, start_time, id'),
  '/api/destinations': page('events', `${upcoming} and category in ${DESTINATIONS}`, 'date, start_time, id'),
  '/api/bands': page('carnival_bands', 'active', 'start_date, name, id'),
  '/api/restaurants': page('restaurants', 'active', 'name, id'),
  '/api/providers': page('providers', 'active', 'id'),
  '/api/products': page('market_products', 'active', 'id'),
  // The back office's managers: every row (inactive too), in the manager's order.
  '/api/admin/products': page('market_products', 'true', 'created_at desc, id'),
  '/api/admin/providers': page(
    'providers',
    'true',
    '(rating_total::numeric / nullif(rating_count, 0)) desc nulls last, first_name, last_name, id',
  ),
};
// Home sections are short lists (a few cards) of the same tables.
const homeTables: Record<string, [string, string, string]> = {
  events: ['events', `${upcoming} and category not in ${DESTINATIONS}`, 'date, start_time, id'],
  destinations: ['events', `${upcoming} and category in ${DESTINATIONS}`, 'date, start_time, id'],
  bands: ['carnival_bands', 'active', 'start_date, name, id'],
  eats: ['restaurants', 'active', 'name, id'],
  faces: ['providers', 'active', 'id'],
  marqet: ['market_products', 'active', 'id'],
};
for (const [section, [from, where, order]] of Object.entries(homeTables)) {
  lists[`/api/home/${section}`] = page(from, where, order, 8);
}

/**
 * A search term (`?q=`) on the public lists: the same columns Fete searches (case-insensitive substring), the term
 * a parameter of one named statement per list, so the database parses and plans each shape once per connection.
 */
const searched = (where: string, columns: string[]) =>
  `${where} and (${columns.map((c) => `${c} ilike $1`).join(' or ')})`;
const searches: Record<string, string> = {
  '/api/events': page(
    'events',
    searched(`${upcoming} and category not in ${DESTINATIONS}`, ['title', 'description', 'location']),
    'date, start_time, id',
  ),
  '/api/bands': page(
    'carnival_bands',
    searched('active', ['name', 'description', 'location']),
    'start_date, name, id',
  ),
  '/api/restaurants': page(
    'restaurants',
    searched('active', ['name', 'description', 'location']),
    'name, id',
  ),
  '/api/providers': page(
    'providers',
    searched('active', [
      "first_name || ' ' || last_name",
      'bio',
      'location',
      'array_to_string(services, chr(10))',
    ]),
    'id',
  ),
  '/api/products': page('market_products', searched('active', ['name', 'description', 'brand']), 'id'),
};

const details: Record<string, string> = {
  events: 'events',
  destinations: 'events',
  bands: 'carnival_bands',
  restaurants: 'restaurants',
  providers: 'providers',
  products: 'market_products',
};

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => {});

async function answer(url: string): Promise<[number, string]> {
  const [path = '/', query = ''] = url.split('?');
  const q = new URLSearchParams(query).get('q');
  const params = new URLSearchParams(query);
  const signed = (await signedAnswer(pool, path, params)) ?? (await filteredAnswer(pool, path, params));
  if (signed) return signed;
  const search = q ? searches[path] : undefined;
  if (search) {
    const { rows } = await pool.query({ name: `search ${path}`, text: search, values: [`%${q}%`] });
    return [200, rows[0].body as string];
  }
  const list = lists[path];
  if (list) {
    const { rows } = await pool.query({ name: `list ${path}`, text: list });
    return [200, rows[0].body as string];
  }
  const detail = /^\/api\/([a-z]+)\/([0-9a-f-]{36})$/.exec(path);
  const table = detail && details[detail[1]!];
  if (table) {
    const { rows } = await pool.query({
      name: `detail ${table}`,
      text: `select row_to_json(t)::text as body from ${table} t where id = $1 and active`,
      values: [detail![2]],
    });
    return rows[0] ? [200, rows[0].body as string] : [404, '{"error":"not found"}'];
  }
  return [404, '{"error":"not found"}'];
}

const server = http.createServer((req, res) => {
  (baselineWrite(pool, req) ?? answer(req.url ?? '/')).then(
    ([status, body]) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      });
      res.end(body);
    },
    (err: Error) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(err.message);
    },
  );
});
server.listen(Number(process.env.BASELINE_PORT), '127.0.0.1', () => console.log('baseline listening'));
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
