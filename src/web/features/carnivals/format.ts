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
/** 'Feb 6 – Feb 9' or one day. */
export const formatSpan = (start: string, end: string) =>
  start === end ? formatShortDay(start) : `${formatShortDay(start)} – ${formatShortDay(end)}`;
export const monthName = (date: string) => monthFormat.format(at(date));
