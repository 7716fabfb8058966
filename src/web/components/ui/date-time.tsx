import { SITE_TIME_ZONE } from '../../../shared/time';
import {
  formatDateIn,
  formatDateTimeIn,
  formatLongDate,
  formatTime12,
  formatTimeIn,
  zonedIso,
} from '../../lib/format';

export type DateTimeShow = 'date' | 'time' | 'datetime';

type DateTimeProps = {
  /** The zone to read the time in; events pass their own. */
  timeZone?: string;
  show?: DateTimeShow;
  className?: string;
} & (
  | {
      /** An instant (a Date or an ISO timestamp such as `createdAt`). */
      value: Date | string;
      date?: never;
      time?: never;
    }
  | {
      /** A calendar date 'YYYY-MM-DD' and, optionally, a wall-clock time 'HH:MM' in `timeZone` (events). */
      date: string;
      time?: string | null;
      value?: never;
    }
);

/**
 * A date and/or time as the site shows them (long US dates, 12-hour times) in a given zone, inside a `<time>`
 * whose `dateTime` is machine-readable with the zone's offset. `show` picks the parts: 'March 3, 2027',
 * '9:00 PM', or 'March 3, 2027 at 9:00 PM' (the default is the date and, when there is one, the time).
 */
export function DateTime(props: DateTimeProps) {
  const { timeZone = SITE_TIME_ZONE, className } = props;
  let text: string;
  let machine: string;
  if (props.value !== undefined) {
    const show = props.show ?? 'datetime';
    const instant = new Date(props.value);
    if (Number.isNaN(instant.getTime())) return null;
    text =
      show === 'date'
        ? formatDateIn(instant, timeZone)
        : show === 'time'
          ? formatTimeIn(instant, timeZone)
          : formatDateTimeIn(instant, timeZone);
    machine = instant.toISOString();
  } else {
    const { date, time } = props;
    const show = props.show ?? (time ? 'datetime' : 'date');
    if (!time || show === 'date') {
      text = formatLongDate(date);
      machine = date;
    } else {
      text = show === 'time' ? formatTime12(time) : `${formatLongDate(date)} at ${formatTime12(time)}`;
      machine = zonedIso(date, time, timeZone);
    }
  }
  return (
    <time dateTime={machine} className={className}>
      {text}
    </time>
  );
}
