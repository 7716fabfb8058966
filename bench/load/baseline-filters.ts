/**
 * The baseline's filtered and paged public lists (issue #25, goal 1: a never-seen filter combination and a deep
 * page, against the baseline doing the same filter). A request with any of a list's filters or `page`/`pageSize`
 * is answered by one named prepared statement per *shape* (which filters are there, `when`), the values as its
 * parameters ($1 the page size, $2 the page, then the filters), building the whole page as JSON with json_agg
 * the way PostgREST does. The conditions are Fete's (the same columns, the same time-of-day ranges and rating
 * rule); the orders are the baseline's own (baseline-server.ts), as for its other lists.
 */
import type pg from 'pg';
import { timeOfDayRanges, type TimeOfDay } from '../../src/shared/time';

const DEST = `('Festival', 'Carnival', 'Cruise')`;

/** A page of `from` where `where`, in `order`: $1 rows from row ($2 - 1) · $1, with the total. */
const pageOf = (from: string, where: string, order: string) => `
  select json_build_object(
    'items', coalesce((select json_agg(t) from (select * from ${from} where ${where} order by ${order}
      limit $1::int offset ($2::int - 1) * $1::int) t), '[]'::json),
    'total', (select count(*) from ${from} where ${where}),
    'page', $2::int, 'pageSize', $1::int)::text as body`;

/** The conditions a request's filters add, and their values (numbered after the page's two). */
class Conditions {
  readonly parts: string[];
  readonly values: unknown[] = [];
  readonly shape: string[] = [];
  constructor(base: string) {
    this.parts = [base];
  }
  /** `condition` with `$` for each value in turn, when `value` is there. */
  add(name: string, value: unknown, condition: (...params: string[]) => string, extra: unknown[] = []) {
    if (value === undefined || value === null || value === '') return;
    const params = [value, ...extra].map((v) => {
      this.values.push(v);
      return `$${this.values.length + 2}`;
    });
    this.parts.push(condition(...params));
    this.shape.push(name);
  }
  /** A condition without values (its text is the shape). */
  fixed(name: string, condition: string) {
    this.parts.push(condition);
    this.shape.push(name);
  }
}

type List = {
  from: string;
  order: (when: string | null) => string;
  where: (q: URLSearchParams) => Conditions;
};

const upcoming = (start: string, end: string) => `(${start} >= current_date or ${end} >= current_date)`;
const past = (start: string, end: string) =>
  `${start} < current_date and (${end} is null or ${end} < current_date)`;

function eventsWhere(q: URLSearchParams) {
  const c = new Conditions(`active and category not in ${DEST}`);
  const when = q.get('when') ?? 'upcoming';
  c.fixed(when, when === 'past' ? past('date', 'end_date') : upcoming('date', 'end_date'));
  c.add('country', q.get('country'), (p) => `country = ${p}`);
  const time = q.get('timeOfDay') as TimeOfDay | null;
  if (time) {
    const [first, second] = timeOfDayRanges(time);
    if (second)
      c.add('night', first!.from, (a, b) => `(start_time >= ${a}::time or start_time < ${b}::time)`, [
        second.to,
      ]);
    else
      c.add('time', first!.from, (a, b) => `start_time >= ${a}::time and start_time < ${b}::time`, [
        first!.to,
      ]);
  }
  return c;
}

function bandsWhere(q: URLSearchParams) {
  const c = new Conditions('active');
  const when = q.get('when') ?? 'upcoming';
  if (when !== 'all')
    c.fixed(when, when === 'past' ? past('start_date', 'end_date') : upcoming('start_date', 'end_date'));
  c.add('country', q.get('country'), (p) => `country = ${p}`);
  return c;
}

function restaurantsWhere(q: URLSearchParams) {
  const c = new Conditions('active');
  c.add('cuisine', q.get('cuisine'), (p) => `cuisine = ${p}`);
  c.add('priceRange', q.get('priceRange'), (p) => `price_range = ${p}`);
  c.add('country', q.get('country'), (p) => `country = ${p}`);
  return c;
}

function providersWhere(q: URLSearchParams) {
  const c = new Conditions('active');
  c.add('service', q.get('service'), (p) => `services @> array[${p}::text]`);
  c.add('country', q.get('country'), (p) => `country = ${p}`);
  const rating = q.get('minRating');
  // Fete's rule (faces/list-queries.ts): the average shown, rounded to one decimal, at least the threshold.
  c.add(
    'minRating',
    rating ? Math.round(Number(rating) * 20) - 1 : undefined,
    (p) => `rating_count > 0 and rating_total * 20 >= ${p}::integer * rating_count`,
  );
  return c;
}

function productsWhere(q: URLSearchParams) {
  const c = new Conditions('active');
  const cents = (name: string) => (q.get(name) ? Math.round(Number(q.get(name)) * 100) : undefined);
  c.add('category', q.get('category'), (p) => `category = ${p}`);
  c.add('min', cents('minPrice') || undefined, (p) => `price_cents >= ${p}::int`);
  c.add('max', cents('maxPrice'), (p) => `price_cents <= ${p}::int`);
  return c;
}

const lists: Record<string, List> = {
  '/api/events': {
    from: 'events',
    order: (when) => (when === 'past' ? 'date desc, start_time desc, id desc' : 'date, start_time, id'),
    where: eventsWhere,
  },
  '/api/bands': { from: 'carnival_bands', order: () => 'start_date, name, id', where: bandsWhere },
  '/api/restaurants': { from: 'restaurants', order: () => 'name, id', where: restaurantsWhere },
  '/api/providers': { from: 'providers', order: () => 'id', where: providersWhere },
  '/api/products': { from: 'market_products', order: () => 'id', where: productsWhere },
};

const FILTERS = [
  'when',
  'country',
  'timeOfDay',
  'cuisine',
  'priceRange',
  'service',
  'minRating',
  'category',
  'minPrice',
  'maxPrice',
  'page',
  'pageSize',
];

/** The answer to a filtered or paged public list (no `q`), or undefined for any other request. */
export async function filteredAnswer(
  pool: pg.Pool,
  path: string,
  params: URLSearchParams,
): Promise<[number, string] | undefined> {
  const list = lists[path];
  if (!list || params.get('q') || !FILTERS.some((name) => params.has(name))) return undefined;
  const conditions = list.where(params);
  const text = pageOf(list.from, conditions.parts.join(' and '), list.order(params.get('when')));
  const { rows } = await pool.query({
    name: `filtered ${path} ${conditions.shape.join(',')}`,
    text,
    values: [Number(params.get('pageSize') ?? 24), Number(params.get('page') ?? 1), ...conditions.values],
  });
  return [200, rows[0].body as string];
}
