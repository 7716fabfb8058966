// @module-tag pglite
import { describe, expect, it } from 'vitest';
import {
  addDays,
  clocksDiffer,
  eventSpan,
  formatEventWhen,
  formatZonedTime,
  instantAt,
  timeOfDay,
  timeOfDayRanges,
  todayIn,
} from './time';

describe('time-of-day buckets (start hour: morning 6-12, afternoon 12-17, evening 17-21, night 21-6)', () => {
  it.each([
    ['06:00', 'morning'],
    ['11:59:59', 'morning'],
    ['12:00', 'afternoon'],
    ['16:30', 'afternoon'],
    ['17:00', 'evening'],
    ['20:59', 'evening'],
    ['21:00', 'night'],
    ['23:30', 'night'],
    ['00:00', 'night'],
    ['05:59', 'night'],
  ])('%s is %s', (time, bucket) => {
    expect(timeOfDay(time)).toBe(bucket);
  });

  it('gives database ranges, night as two', () => {
    expect(timeOfDayRanges('morning')).toEqual([{ from: '06:00:00', to: '12:00:00' }]);
    expect(timeOfDayRanges('night')).toEqual([
      { from: '21:00:00', to: null },
      { from: '00:00:00', to: '06:00:00' },
    ]);
  });

  it('refuses what is not a time', () => {
    expect(() => timeOfDay('25:00')).toThrow(RangeError);
  });
});

describe('todayIn', () => {
  it('is the calendar date in the zone, not in UTC', () => {
    // 02:30 UTC on 1 March is still 28 February in Port of Spain (UTC-4).
    const now = new Date('2027-03-01T02:30:00Z');
    expect(todayIn('America/Port_of_Spain', now)).toBe('2027-02-28');
    expect(todayIn('UTC', now)).toBe('2027-03-01');
    expect(todayIn(undefined, new Date('2027-03-01T04:00:00Z'))).toBe('2027-03-01');
  });

  it('turns at midnight in the zone, to the millisecond, though it remembers its last answer', () => {
    const zone = 'America/Port_of_Spain';
    expect(todayIn(zone, new Date('2027-03-01T03:59:00.000Z'))).toBe('2027-02-28');
    expect(todayIn(zone, new Date('2027-03-01T03:59:59.999Z'))).toBe('2027-02-28');
    expect(todayIn(zone, new Date('2027-03-01T04:00:00.000Z'))).toBe('2027-03-01');
    expect(todayIn(zone, new Date('2027-03-01T03:59:59.999Z'))).toBe('2027-02-28');
  });

  it('adds days across months and years', () => {
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });
});

describe('instantAt', () => {
  it('is the instant the zone shows that hour on that date', () => {
    expect(instantAt('2027-03-01', 6, 'America/Port_of_Spain').toISOString()).toBe(
      '2027-03-01T10:00:00.000Z',
    );
    expect(instantAt('2027-03-01', 0, 'UTC').toISOString()).toBe('2027-03-01T00:00:00.000Z');
    // Either side of New York's spring change (UTC-5 before, UTC-4 after).
    expect(instantAt('2027-03-13', 6, 'America/New_York').toISOString()).toBe('2027-03-13T11:00:00.000Z');
    expect(instantAt('2027-03-15', 6, 'America/New_York').toISOString()).toBe('2027-03-15T10:00:00.000Z');
  });
});

describe("event times in island time and the viewer's (issue #21, item 5)", () => {
  const fete = {
    date: '2027-03-05',
    endDate: null,
    startTime: '21:00:00',
    endTime: '04:00:00',
    timeZone: 'America/Port_of_Spain',
  };

  it('ends a fete past midnight on the next day', () => {
    const { start, end, endDay } = eventSpan(fete);
    expect(start.toISOString()).toBe('2027-03-06T01:00:00.000Z');
    expect(end.toISOString()).toBe('2027-03-06T08:00:00.000Z');
    expect(endDay).toBe('2027-03-06');
  });

  it('names the zone and the next day in island time', () => {
    expect(formatZonedTime(eventSpan(fete).start, fete.timeZone)).toBe('9:00 PM AST');
    expect(formatEventWhen(fete)).toEqual({
      dates: 'Friday, March 5, 2027',
      times: '9:00 PM – 4:00 AM AST (Saturday, March 6, 2027)',
      zone: 'AST',
    });
  });

  it("reads the same instants in the viewer's zone, where the start may already be the next day", () => {
    const london = formatEventWhen(fete, 'Europe/London');
    expect(london).toEqual({ dates: 'Saturday, March 6, 2027', times: '1:00 AM – 8:00 AM GMT', zone: 'GMT' });
    expect(formatEventWhen(fete, 'America/New_York').times).toBe(
      '8:00 PM – 3:00 AM EST (Saturday, March 6, 2027)',
    );
  });

  it('shows each end of a span across a daylight-saving change with its own zone', () => {
    // New York springs forward at 2 a.m. on 14 March 2027.
    const late = { ...fete, date: '2027-03-13' };
    expect(formatEventWhen(late, 'America/New_York').times).toBe(
      '8:00 PM EST – 4:00 AM EDT (Sunday, March 14, 2027)',
    );
  });

  it("keeps a multi-day event's end date and one day with no end day named", () => {
    const carnival = { ...fete, endDate: '2027-03-07', startTime: '10:00', endTime: '18:00' };
    expect(formatEventWhen(carnival)).toEqual({
      dates: 'Friday, March 5, 2027 – Sunday, March 7, 2027',
      times: '10:00 AM – 6:00 PM AST',
      zone: 'AST',
    });
    expect(formatEventWhen({ ...fete, startTime: '18:00', endTime: '23:00' }).times).toBe(
      '6:00 PM – 11:00 PM AST',
    );
  });

  it("tells when the viewer's clock differs", () => {
    const { start } = eventSpan(fete);
    expect(clocksDiffer(start, 'America/Port_of_Spain', 'America/Barbados')).toBe(false);
    expect(clocksDiffer(start, 'America/Port_of_Spain', 'America/New_York')).toBe(true);
  });
});
