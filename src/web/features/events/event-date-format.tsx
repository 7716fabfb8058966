import type { EventItem } from '../../../shared/schemas/public';
import { addDays } from '../../../shared/time';
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
 * '9:00 PM - 4:00 AM', wall-clock times in the event's zone. An end at or before the start is on the next
 * day (a fete running past midnight), which the machine-readable end says.
 */
export function EventTimes({ event }: { event: When }) {
  const { date, endDate, startTime, endTime, timeZone } = event;
  const endDay = endDate && endDate !== date ? endDate : endTime <= startTime ? addDays(date, 1) : date;
  return (
    <>
      <DateTime date={date} time={startTime} show="time" timeZone={timeZone} />
      {endTime ? (
        <>
          {' - '}
          <DateTime date={endDay} time={endTime} show="time" timeZone={timeZone} />
        </>
      ) : null}
    </>
  );
}
