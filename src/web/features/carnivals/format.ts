/** Calendar dates ('YYYY-MM-DD') as words; read in UTC so the date never shifts with the browser's zone. */
const at = (date: string) => new Date(`${date}T00:00:00Z`);

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortFormat = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

/** 'Mon, Feb 8, 2027' */
export const formatDay = (date: string) => dayFormat.format(at(date));
/** 'Feb 8' */
export const formatShortDay = (date: string) => shortFormat.format(at(date));
/** 'Feb 6 – Feb 9, 2027', 'Aug 2, 2027', or across a new year 'Dec 26, 2026 – Jan 1, 2027'. */
export function formatDates(start: string, end: string): string {
  const year = (date: string) => date.slice(0, 4);
  if (start === end) return `${formatShortDay(start)}, ${year(start)}`;
  if (year(start) === year(end)) return `${formatShortDay(start)} – ${formatShortDay(end)}, ${year(end)}`;
  return `${formatShortDay(start)}, ${year(start)} – ${formatShortDay(end)}, ${year(end)}`;
}
export const monthName = (date: string) => monthFormat.format(at(date));
