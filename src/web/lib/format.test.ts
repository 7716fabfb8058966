import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatEventWhen } from '../../shared/time';
import { formatDateIn, formatDateTimeIn, formatTime12, formatTimeIn } from './format';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('dates and times in a zone', () => {
  it('reads the wall clock in the zone asked, whatever the viewer’s', () => {
    // 04:05 UTC on March 4: still March 3 in Port of Spain (UTC-4), already the afternoon in Chatham (UTC+13:45).
    const instant = '2027-03-04T04:05:00Z';
    expect(formatDateTimeIn(instant, 'America/Port_of_Spain')).toBe('March 4, 2027 at 12:05 AM');
    expect(formatDateTimeIn('2027-03-04T03:59:00Z', 'America/Port_of_Spain')).toBe(
      'March 3, 2027 at 11:59 PM',
    );
    expect(formatDateIn(instant, 'Pacific/Chatham')).toBe('March 4, 2027');
    expect(formatTimeIn(new Date(instant), 'Pacific/Chatham')).toBe('5:50 PM');
    expect(formatTimeIn(instant, 'UTC')).toBe('4:05 AM');
    expect(formatDateIn('not a date', 'UTC')).toBe('');
    expect(formatTimeIn('not a date', 'UTC')).toBe('');
  });

  it('reads a wall-clock time in 12 hours', () => {
    expect(formatTime12('00:05')).toBe('12:05 AM');
    expect(formatTime12('12:00:00')).toBe('12:00 PM');
    expect(formatTime12('18:30')).toBe('6:30 PM');
    expect(formatTime12('soon')).toBe('soon');
  });

  it('reads a zone’s clock with the formatter the event times use: one per zone for the whole app', () => {
    const zone = 'Asia/Kathmandu';
    expect(
      formatEventWhen({
        date: '2027-03-03',
        endDate: null,
        startTime: '21:00',
        endTime: '23:00',
        timeZone: zone,
      }).times,
    ).toBe('9:00 PM – 11:00 PM GMT+5:45');
    const Format = Intl.DateTimeFormat;
    const built = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (locales, options) {
      return new Format(locales, options);
    });
    expect(formatDateTimeIn('2027-03-04T01:30:00Z', zone)).toBe('March 4, 2027 at 7:15 AM');
    expect(built).not.toHaveBeenCalled();
  });
});
