/**
 * The cold path under load (issue #25, goal 1): every public list asked, on every request, something nobody
 * asked before in the run, 20 connections at once, so no kept answer can serve it: a search term, a filter
 * combination and a deep page. The baseline answers the same filter (baseline-server.ts, baseline-filters.ts).
 *
 * A filter row walks the list's filter values in a mixed radix (every combination once before any repeats), with
 * the page size (10-100) as the last digit: the demo catalogue is small, so the filters alone have a few hundred
 * combinations at most; with the page size each list has 6,000-60,000, more than a row asks. A deep page row asks
 * page 2-500 of page size 1-20 (9,980 pages, every one within the 10,000 results a list may be paged through);
 * on the demo data nearly all of them are past the list's end (an empty page, which Fete counts apart), at scale
 * (bench/load/scale.ts) they are within it.
 */
import {
  COUNTRIES,
  CUISINES,
  MARQET_CATEGORIES,
  PRICE_RANGES,
  PROVIDER_SERVICES,
  RATING_FILTERS,
} from '../../src/shared/constants';
import { TIMES_OF_DAY } from '../../src/shared/time';
import { loadFresh, type Measure, type Target } from './targets';

/** A digit of `n` per list of values, the first the fastest: the query's name=value pairs. */
function mixedRadix(n: number, digits: [string, readonly (string | number)[]][]): string {
  const pairs: string[] = [];
  let rest = n;
  for (const [name, values] of digits) {
    pairs.push(`${name}=${encodeURIComponent(String(values[rest % values.length]))}`);
    rest = Math.floor(rest / values.length);
  }
  return pairs.join('&');
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const pageSizes = range(10, 100);

/** Each public list's never-seen filter combination: the query of request `n`. */
const filterQueries: Record<string, (n: number) => string> = {
  '/api/events': (n) =>
    mixedRadix(n, [
      ['country', COUNTRIES],
      ['timeOfDay', TIMES_OF_DAY],
      ['when', ['upcoming', 'past']],
      ['pageSize', pageSizes],
    ]),
  '/api/bands': (n) =>
    mixedRadix(n, [
      ['country', COUNTRIES],
      ['when', ['upcoming', 'past', 'all']],
      ['pageSize', pageSizes],
    ]),
  '/api/restaurants': (n) =>
    mixedRadix(n, [
      ['cuisine', CUISINES],
      ['priceRange', PRICE_RANGES],
      ['country', COUNTRIES],
      ['pageSize', pageSizes],
    ]),
  '/api/providers': (n) =>
    mixedRadix(n, [
      ['service', PROVIDER_SERVICES],
      ['country', COUNTRIES],
      ['minRating', RATING_FILTERS],
      ['pageSize', pageSizes],
    ]),
  // Prices are dollars: a minimum and a maximum above it make far more combinations than a row asks.
  '/api/products': (n) =>
    mixedRadix(n, [
      ['category', MARQET_CATEGORIES],
      ['minPrice', range(0, 199)],
      ['maxPrice', range(200, 1199)],
    ]),
};

/** The never-seen filter combination of request `n` of a public list (`cpu-per-request.mjs`'s `{filters}`). */
export const filterQueryOf = (list: string, n: number): string => filterQueries[list]!(n);

/** A deep page: page 2-500 of page size 1-20 (page × size ≤ 10,000, the deepest a list may be paged). */
const deepQuery = (n: number) =>
  mixedRadix(n, [
    ['pageSize', range(1, 20)],
    ['page', range(2, 500)],
  ]);

export const COLD_LISTS = [
  '/api/events',
  '/api/bands',
  '/api/restaurants',
  '/api/providers',
  '/api/products',
];

export interface ColdRow {
  label: string;
  paths: Map<Target, string>;
  cold: (target: Target) => Promise<Measure>;
}

/** The three cold rows of each public list, for the baseline, Fete on PostgreSQL and PGlite, and a member. */
export function coldRows(targets: Target[]): ColdRow[] {
  const row = (label: string, shown: string, pathOf: (n: number) => string): ColdRow => ({
    label,
    paths: new Map(targets.map((target) => [target, shown])),
    cold: (target) => loadFresh(target.base, pathOf, target.headers),
  });
  return COLD_LISTS.flatMap((list) => [
    row(
      `${list}?q={never asked} (cold, under load)`,
      `${list}?q={n}`,
      (n) => `${list}?q=zq${n.toString(36)}`,
    ),
    row(
      `${list}?{filters never asked} (cold, under load)`,
      `${list}?{filters}`,
      (n) => `${list}?${filterQueries[list]!(n)}`,
    ),
    row(
      `${list}?{deep page never asked} (cold, under load)`,
      `${list}?{deep page}`,
      (n) => `${list}?${deepQuery(n)}`,
    ),
  ]);
}
