import { addDays, carnivalDates, type CarnivalRule } from '../../../shared/carnival-dates';
import {
  PLAN_MARGIN_DAYS,
  type PlanBudget,
  type PlanLine,
  type SharedPlan,
} from '../../../shared/domains/plans';
import { planClashes, type TimedSlot } from '../../../shared/plan-clashes';
import { eventSpan, wallClockInstant } from '../../../shared/time';
import type { CarnivalPlanEntryRow, CarnivalPlanRow } from '../../db/schema';
import type { balancesDue, planBands, planEvents } from './queries';

/*
 * A plan as the member and the crew see it (decision 0050): its lines day by day, each with its clashes (one
 * pure function, shared/plan-clashes.ts), and the running budget. Built from what the queries read; no I/O.
 */

type EventRow = Awaited<ReturnType<typeof planEvents>>[number];
type BandRow = Awaited<ReturnType<typeof planBands>>[number];
type BalanceRow = Awaited<ReturnType<typeof balancesDue>>[number];

export interface PlanCarnival {
  id: string;
  slug: string;
  name: string;
  territory: string;
  rule: CarnivalRule;
}

/** The occurrence of a plan and the days its own entries may fall on. */
export function planWindow(rule: CarnivalRule, year: number) {
  const occurrence = carnivalDates(rule, year);
  return {
    occurrence,
    firstDay: addDays(occurrence.seasonStart, -PLAN_MARGIN_DAYS),
    lastDay: addDays(occurrence.end, PLAN_MARGIN_DAYS),
  };
}

const hhmm = (time: string) => time.slice(0, 5);
const laterDay = (date: string, endDay: string) => (endDay !== date ? endDay : null);

/** The part of a line an event and an entry set alike: from its own row and the day its time ends on. */
interface TimedRow {
  id: string;
  title: string;
  date: string;
  startTime: string;
  endTime: string;
}
type TimedRest = Pick<PlanLine, 'kind' | 'timeZone' | 'place' | 'costCents' | 'notes'>;

function timedLine(source: 'event' | 'entry', e: TimedRow, endDay: string, rest: TimedRest): PlanLine {
  return {
    key: `${source}:${e.id}`,
    source,
    id: e.id,
    kind: rest.kind,
    title: e.title,
    date: e.date,
    allDay: false,
    startTime: hhmm(e.startTime),
    endTime: hhmm(e.endTime),
    endDate: laterDay(e.date, endDay),
    timeZone: rest.timeZone,
    place: rest.place,
    costCents: rest.costCents,
    notes: rest.notes,
    clashes: [],
  };
}

const eventLine = (e: EventRow): PlanLine =>
  timedLine('event', e, eventSpan(e).endDay, {
    kind: e.category,
    timeZone: e.timeZone,
    place: e.location,
    costCents: e.priceCents,
    notes: '',
  });

const entryLine = (e: CarnivalPlanEntryRow, timeZone: string): PlanLine =>
  timedLine('entry', e, eventSpan({ ...e, endDate: null, timeZone }).endDay, {
    kind: e.kind,
    timeZone,
    place: e.place,
    costCents: e.costCents,
    notes: e.notes,
  });

/** A band spans its dates (within the plan's days) as one all-day line per day. */
function bandLines(b: BandRow, firstDay: string, lastDay: string): PlanLine[] {
  const lines: PlanLine[] = [];
  const from = b.startDate > firstDay ? b.startDate : firstDay;
  const to = (b.endDate ?? b.startDate) < lastDay ? (b.endDate ?? b.startDate) : lastDay;
  for (let day = from; day <= to; day = addDays(day, 1)) {
    lines.push({
      key: `band:${b.id}:${day}`,
      source: 'band',
      id: b.id,
      kind: 'Band',
      title: b.name,
      date: day,
      allDay: true,
      startTime: null,
      endTime: null,
      endDate: null,
      timeZone: null,
      place: b.location,
      costCents: null,
      notes: '',
      clashes: [],
    });
  }
  return lines;
}

/** The instants of a timed line, for the clash function. */
function slotOf(line: PlanLine): TimedSlot {
  const start = wallClockInstant(line.date, line.startTime!, line.timeZone!).getTime();
  const end = wallClockInstant(line.endDate ?? line.date, line.endTime!, line.timeZone!).getTime();
  return { id: line.key, start, end, place: line.place };
}

function withClashes(lines: PlanLine[], bufferMinutes: number): number {
  const timed = lines.filter((l) => !l.allDay);
  const clashes = planClashes(timed.map(slotOf), bufferMinutes);
  const titles = new Map(lines.map((l) => [l.key, l.title]));
  for (const line of timed) {
    line.clashes = (clashes[line.key] ?? []).map((c) => ({
      kind: c.kind,
      withKey: c.with,
      withTitle: titles.get(c.with) ?? '',
      gapMinutes: c.kind === 'travel' ? c.gapMinutes : null,
    }));
  }
  return timed.filter((l) => l.clashes.length > 0).length;
}

export interface PlanParts {
  plan: CarnivalPlanRow;
  carnival: PlanCarnival;
  events: EventRow[];
  bands: BandRow[];
  entries: CarnivalPlanEntryRow[];
}

/** The plan as anyone allowed to see it sees it: days, lines and clashes (no budget, no share link). */
export function planView({ plan, carnival, events, bands, entries }: PlanParts): SharedPlan {
  const { occurrence, firstDay, lastDay } = planWindow(carnival.rule, plan.year);
  const lines = [
    ...events.map(eventLine),
    ...bands.flatMap((b) => bandLines(b, firstDay, lastDay)),
    ...entries.map((e) => entryLine(e, plan.timeZone)),
  ];
  const clashCount = withClashes(lines, plan.travelBufferMinutes);
  const mainDays = new Map(occurrence.days.map((d) => [d.date, d.name]));
  const dates = [...new Set([...lines.map((l) => l.date), ...mainDays.keys()])].sort();
  const order = (l: PlanLine) => (l.allDay ? '' : l.startTime!);
  return {
    id: plan.id,
    carnival: { id: carnival.id, slug: carnival.slug, name: carnival.name, territory: carnival.territory },
    year: occurrence.year,
    start: occurrence.start,
    end: occurrence.end,
    seasonStart: occurrence.seasonStart,
    mainDays: occurrence.days,
    firstDay,
    lastDay,
    timeZone: plan.timeZone,
    travelBufferMinutes: plan.travelBufferMinutes,
    clashCount,
    days: dates.map((date) => ({
      date,
      mainDay: mainDays.get(date) ?? null,
      lines: lines
        .filter((l) => l.date === date)
        .sort((a, b) => order(a).localeCompare(order(b)) || a.title.localeCompare(b.title)),
    })),
  };
}

/** The running budget: ticket prices, own costs, and receipt balances due in the carnival's window. */
export function planBudget(parts: PlanParts, balances: BalanceRow[]): PlanBudget {
  const events = parts.events
    .filter((e) => e.priceCents > 0)
    .map((e) => ({ label: e.title, detail: e.date, cents: e.priceCents }));
  const entries = parts.entries
    .filter((e) => e.costCents > 0)
    .map((e) => ({ label: e.title, detail: `${e.kind}, ${e.date}`, cents: e.costCents }));
  const due = balances.map((b) => ({
    label: b.title,
    detail: `${b.receiptNumber}, due ${b.dueDate}`,
    cents: b.amountCents,
  }));
  const totalCents = [...events, ...entries, ...due].reduce((sum, line) => sum + line.cents, 0);
  return { events, entries, balances: due, totalCents };
}
