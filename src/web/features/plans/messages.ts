import { formatCents, formatLongDate, formatTime12 } from '../../lib/format';

/** My Carnival's texts on the web (decision 0050). */
export const planTexts = {
  title: 'My Carnival',
  description:
    'Your day-by-day plan for each carnival: fetes, bands and your own bookings, with clash warnings.',
  loadFailed: 'Failed to load your plans',
  planFailed: 'Failed to load this plan',
  noPlans: 'You have no plans yet. Start one for a carnival below.',
  start: (name: string) => `Start my plan for ${name}`,
  open: (name: string, year: number) => `Open my plan for ${name} ${year}`,
  add: 'Add to My Carnival',
  added: 'In My Carnival',
  addFailed: 'Failed to add to My Carnival',
  signIn: 'Sign in to add this to My Carnival',
  saveFailed: 'Failed to save your plan',
  entrySaved: 'Entry saved',
  sharedTitle: (name: string, year: number) => `A crew plan for ${name} ${year}`,
  sharedIntro: 'A read-only plan shared by a Fete member.',
  sharedGone: 'This plan is no longer shared',
  nothingPlanned: 'Nothing planned on this day yet.',
} as const;

/** '6:00 PM – 2:00 AM (next day)' for a timed line; 'All day' for a band's day. */
export function lineTime(line: {
  allDay: boolean;
  startTime: string | null;
  endTime: string | null;
  endDate: string | null;
}) {
  if (line.allDay || !line.startTime || !line.endTime) return 'All day';
  const next = line.endDate ? ` (${formatLongDate(line.endDate)})` : '';
  return `${formatTime12(line.startTime)} – ${formatTime12(line.endTime)}${next}`;
}

/** The clash as a sentence: text, never colour alone. */
export function clashText(clash: {
  kind: 'overlap' | 'travel';
  withTitle: string;
  gapMinutes: number | null;
}) {
  return clash.kind === 'overlap'
    ? `Clash: overlaps with ${clash.withTitle}`
    : `Clash: only ${clash.gapMinutes} min to get to or from ${clash.withTitle}, somewhere else`;
}

export const money = formatCents;
export const dayTitle = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
