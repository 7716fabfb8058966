import type { EventItem } from '../../../shared/schemas/public';
import { eventSpan, formatEventWhen } from '../../../shared/time';
import { DateTime } from '../../components/ui/date-time';

type When = Pick<EventItem, 'date' | 'endDate' | 'startTime' | 'endTime' | 'timeZone'>;

/** 'March 3, 2027' or 'March 3, 2027 – March 5, 2027' when the event runs over several days. */
export function EventDates({ event }: { event: Pick<When, 'date' | 'endDate' | 'timeZone'> }) {
  const { date, endDate, timeZone } = event;
  return (
    <>
      <DateTime date={date} timeZone={timeZone} />
      {endDate && endDate !== date ? (
        <>
          {' – '}
          <DateTime date={endDate} timeZone={timeZone} />
        </>
      ) : null}
    </>
  );
}

/**
 * '9:00 PM - 4:00 AM AST (next day)': wall-clock times in the event's zone, the zone named (issue #21, item 5).
 * An end at or before the start is on the next day (a fete running past midnight), which the text and the
 * machine-readable end say.
 */
export function EventTimes({ event }: { event: When }) {
  const { date, endDate, startTime, endTime, timeZone } = event;
  const { endDay } = eventSpan(event);
  const nextDay = (!endDate || endDate === date) && endDay !== date;
  return (
    <>
      <DateTime date={date} time={startTime} show="time" timeZone={timeZone} />
      {endTime ? (
        <>
          {' - '}
          <DateTime date={endDay} time={endTime} show="time" timeZone={timeZone} />
        </>
      ) : null}{' '}
      {formatEventWhen(event).zone}
      {nextDay ? ' (next day)' : null}
    </>
  );
}
