import {
  addDays,
  carnivalDates,
  currentOrNext,
  type CarnivalOccurrence,
  type CarnivalRule,
} from '../../../shared/carnival-dates';
import { occurrenceReach } from '../../../shared/carnival-texts';
import {
  carnivalMessages,
  type CarnivalPage,
  type Season,
  type SeasonCarnival,
} from '../../../shared/domains/carnivals';
import { AppError } from '../../../shared/errors';
import { SITE_TIME_ZONE, todayIn } from '../../../shared/time';
import type { Actor } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import { unshared, type SharedPages } from '../../platform/shared-pages';
import { listBands } from '../bands/service';
import { carnivalEvents } from '../events/service';
import {
  carnivalExists,
  countReaches,
  findActiveCarnival,
  listActiveCarnivals,
  reachEventSpans,
  sitemapCarnivals,
} from './queries';

/** How many events of each side and bands a carnival's page lists. */
export const CARNIVAL_PAGE_LIST = 24;

type CarnivalRecord = Awaited<ReturnType<typeof listActiveCarnivals>>[number];

/** The occurrence a season shows: the year's, or the one under way or next on `today`. */
const occurrenceOf = (rule: CarnivalRule, year: number | undefined, today: string) =>
  year === undefined ? currentOrNext(rule, today) : carnivalDates(rule, year);

function seasonCarnival(
  row: CarnivalRecord,
  occurrence: CarnivalOccurrence,
  counts: { eventCount: number; bandCount: number },
) {
  const { rule: _rule, ...fields } = row;
  void _rule;
  return { ...fields, ...occurrence, ...counts } satisfies SeasonCarnival;
}

/**
 * The season: every active carnival's occurrence of `year` (or, without one, the one under way or next), ordered
 * by first main day, then by the administrators' order.
 */
export async function season(
  db: Db,
  year: number | undefined,
  today = todayIn(SITE_TIME_ZONE),
): Promise<Season> {
  const rows = await listActiveCarnivals(db);
  const occurrences = rows.map((row) => occurrenceOf(row.rule, year, today));
  const counts = await countReaches(
    db,
    rows.map((row, i) => ({ carnivalId: row.id, ...occurrenceReach(row.rule, occurrences[i]!.year) })),
  );
  const items = rows.map((row, i) => seasonCarnival(row, occurrences[i]!, counts.get(row.id)!));
  // A stable sort: carnivals on one first day keep the administrators' order.
  items.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  return { year: year ?? null, today, items };
}

/**
 * How many active events are on each day from `from` to `to` (a multi-day event counts on each of its days),
 * the window widened to every event's days.
 */
export function densityOf(spans: { date: string; endDate: string | null }[], from: string, to: string) {
  let first = from;
  let last = to;
  for (const s of spans) {
    if (s.date < first) first = s.date;
    if ((s.endDate ?? s.date) > last) last = s.endDate ?? s.date;
  }
  const counts = new Map<string, number>();
  for (const s of spans) {
    for (let day = s.date; day <= (s.endDate ?? s.date); day = addDays(day, 1)) {
      counts.set(day, (counts.get(day) ?? 0) + 1);
    }
  }
  const days: { date: string; count: number }[] = [];
  for (let day = first; day <= last; day = addDays(day, 1))
    days.push({ date: day, count: counts.get(day) ?? 0 });
  return days;
}

/**
 * A carnival's page: its occurrence, the fete-density strip over its window (seasonStart to its last main day,
 * widened to its events' days), its upcoming Fete Guide and Fete Travel events and its upcoming bands.
 */
export async function carnivalPage(
  db: Db,
  actor: Actor | null,
  slug: string,
  year: number | undefined,
  pages: SharedPages = unshared,
): Promise<CarnivalPage> {
  const row = await findActiveCarnival(db, slug);
  if (!row) throw new AppError('NOT_FOUND', carnivalMessages.notFound);
  const today = todayIn(SITE_TIME_ZONE);
  const occurrence = occurrenceOf(row.rule, year, today);
  const reach = { carnivalId: row.id, ...occurrenceReach(row.rule, occurrence.year) };
  const list = { carnivalId: row.id, pageSize: CARNIVAL_PAGE_LIST };
  const [counts, spans, events, travel, bands] = await Promise.all([
    countReaches(db, [reach]),
    reachEventSpans(db, reach),
    carnivalEvents(db, actor, { ...list, kind: 'guide' }, pages),
    carnivalEvents(db, actor, { ...list, kind: 'travel' }, pages),
    listBands(db, actor, { ...list, page: 1, q: '', when: 'upcoming' }, pages),
  ]);
  const density = densityOf(spans, occurrence.seasonStart, occurrence.end);
  const carnival = seasonCarnival(row, occurrence, counts.get(row.id)!);
  return { carnival, today, density, events, travel, bands: bands.items };
}

/** The carnival an event's or band's form names must exist: 422 on its Carnival select otherwise. */
export async function requireCarnival(db: Db | Tx, carnivalId: string | null): Promise<void> {
  if (carnivalId && !(await carnivalExists(db, carnivalId))) {
    const message = carnivalMessages.carnivalChoice;
    throw new AppError('VALIDATION', message, { carnivalId: message });
  }
}

/** The season and each active carnival's page, for the sitemap. */
export async function sitemapPaths(db: Db): Promise<{ path: string; lastmod?: Date }[]> {
  const rows = await sitemapCarnivals(db);
  return [{ path: '/season' }, ...rows.map((r) => ({ path: `/season/${r.slug}`, lastmod: r.updatedAt }))];
}

/** A carnival's name and words for its page's head, or undefined when none is active at that address. */
export async function carnivalHead(db: Db, slug: string) {
  const row = await findActiveCarnival(db, slug);
  if (!row) return undefined;
  const occurrence = currentOrNext(row.rule, todayIn(SITE_TIME_ZONE));
  return { ...row, occurrence };
}
