/** Day separators and times of the thread, in the reader's own time zone. */
const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

export function dayKey(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;
}

export function dayLabel(iso: string, now = new Date()): string {
  const key = dayKey(iso);
  if (key === dayKey(now.toISOString())) return 'Today';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (key === dayKey(yesterday.toISOString())) return 'Yesterday';
  return dayFormat.format(new Date(iso));
}

export const messageTime = (iso: string) => timeFormat.format(new Date(iso));

/** The conversation list's time: the hour today, the date before. */
export function listTime(iso: string, now = new Date()): string {
  return dayKey(iso) === dayKey(now.toISOString()) ? messageTime(iso) : shortDate.format(new Date(iso));
}

export const memberName = (m: { firstName: string; lastName: string } | null) =>
  m ? `${m.firstName} ${m.lastName}`.trim() || 'Fete member' : 'Former member';
