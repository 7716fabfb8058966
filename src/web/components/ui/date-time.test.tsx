import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EventDates, EventTimes } from '../../features/events/event-date-format';
import { formatDateTimeIn, zonedInstant, zonedIso } from '../../lib/format';
import { DateTime } from './date-time';

const time = (text: string) => screen.getByText(text, { selector: 'time' });

describe('DateTime', () => {
  it('shows an instant in the given zone, not the viewer’s, with the instant as dateTime', () => {
    // 01:30 UTC on March 4 is still the evening of March 3 in Port of Spain (UTC-4), already morning in London.
    render(
      <>
        <DateTime value="2027-03-04T01:30:00Z" />
        <DateTime value="2027-03-04T01:30:00Z" timeZone="Europe/London" />
        <DateTime value={new Date('2027-03-04T01:30:00Z')} timeZone="Asia/Tokyo" show="date" />
        <DateTime value="2027-03-04T01:30:00Z" timeZone="America/New_York" show="time" />
      </>,
    );
    expect(time('March 3, 2027 at 9:30 PM')).toHaveAttribute('dateTime', '2027-03-04T01:30:00.000Z');
    expect(time('March 4, 2027 at 1:30 AM')).toBeInTheDocument();
    expect(time('March 4, 2027')).toBeInTheDocument();
    expect(time('8:30 PM')).toBeInTheDocument();
  });

  it('shows a wall-clock date and time of an event with its zone’s offset in dateTime', () => {
    render(
      <>
        <DateTime date="2027-03-03" />
        <DateTime date="2027-03-03" time="21:00:00" />
        <DateTime date="2027-07-04" time="12:05" show="time" timeZone="America/New_York" />
      </>,
    );
    expect(time('March 3, 2027')).toHaveAttribute('dateTime', '2027-03-03');
    expect(time('March 3, 2027 at 9:00 PM')).toHaveAttribute('dateTime', '2027-03-03T21:00-04:00');
    // Daylight time in New York in July.
    expect(time('12:05 PM')).toHaveAttribute('dateTime', '2027-07-04T12:05-04:00');
  });

  it('finds the instant of a wall-clock time on both sides of a daylight-saving change', () => {
    expect(zonedInstant('2027-01-15', '09:00', 'America/New_York').toISOString()).toBe(
      '2027-01-15T14:00:00.000Z',
    );
    expect(zonedInstant('2027-07-15', '09:00', 'America/New_York').toISOString()).toBe(
      '2027-07-15T13:00:00.000Z',
    );
    expect(zonedIso('2027-11-07', '12:00', 'America/New_York')).toBe('2027-11-07T12:00-05:00');
    expect(zonedIso('2027-03-03', '21:00', 'Asia/Kolkata')).toBe('2027-03-03T21:00+05:30');
    expect(formatDateTimeIn('2027-03-04T00:00:00Z', 'America/Port_of_Spain')).toBe(
      'March 3, 2027 at 8:00 PM',
    );
    expect(formatDateTimeIn('not a date', 'America/Port_of_Spain')).toBe('');
  });

  it('reads an event’s dates and times as before, an end past midnight on the next day', () => {
    const event = {
      date: '2027-03-03',
      endDate: null,
      startTime: '21:00:00',
      endTime: '04:00:00',
      timeZone: 'America/Port_of_Spain',
    };
    render(
      <>
        <p data-testid="dates">
          <EventDates event={{ ...event, endDate: '2027-03-05' }} />
        </p>
        <p data-testid="times">
          <EventTimes event={event} />
        </p>
      </>,
    );
    expect(screen.getByTestId('dates')).toHaveTextContent(/^March 3, 2027 – March 5, 2027$/);
    expect(screen.getByTestId('times')).toHaveTextContent(/^9:00 PM - 4:00 AM AST \(next day\)$/);
    expect(time('4:00 AM')).toHaveAttribute('dateTime', '2027-03-04T04:00-04:00');
  });
});
