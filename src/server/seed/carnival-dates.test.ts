// @module-tag pglite
import { describe, expect, it } from 'vitest';
import { DEMO_CARNIVALS } from './content/carnivals';
import {
  carnivalDates,
  currentOrNext,
  daysBetween,
  easterSunday,
  nthWeekday,
} from '../../shared/carnival-dates';

const YEARS = [2026, 2027, 2028, 2029, 2030];

/*
 * Every seeded carnival's main days for 2026–2030, written out as dates (not re-derived from the rule), from the
 * dates published for them: the Trinidad and Tobago Carnival Monday and Tuesday (the two days before Ash Wednesday,
 * National Carnival Commission calendar: 16–17 Feb 2026, 8–9 Feb 2027); the public holidays the others hang on
 * (Barbados' Kadooment Day and Antigua's Carnival Monday: first Monday of August; Grenada's Carnival Monday and
 * Tuesday: second Monday and Tuesday of August; England's summer bank holiday: last Monday of August; US Labor Day:
 * first Monday of September; US Columbus Day: second Monday of October, Miami's parade the Sunday before; Ontario's
 * Civic Holiday: first Monday of August, Toronto's Grand Parade the Saturday before); Easter Sunday per the
 * Gregorian computus (5 Apr 2026, 28 Mar 2027, 16 Apr 2028, 1 Apr 2029, 21 Apr 2030), Jamaica's road march the
 * Sunday after it; Cayman Batabano's adult parade on the first Saturday of May; Junkanoo on 26 Dec and 1 Jan.
 */
const PUBLISHED: Record<string, Record<number, Record<string, string>>> = {
  'trinidad-and-tobago-carnival': {
    2026: {
      'Panorama Finals': '2026-02-14',
      'Dimanche Gras': '2026-02-15',
      'Carnival Monday': '2026-02-16',
      'Carnival Tuesday': '2026-02-17',
    },
    2027: {
      'Panorama Finals': '2027-02-06',
      'Dimanche Gras': '2027-02-07',
      'Carnival Monday': '2027-02-08',
      'Carnival Tuesday': '2027-02-09',
    },
    2028: {
      'Panorama Finals': '2028-02-26',
      'Dimanche Gras': '2028-02-27',
      'Carnival Monday': '2028-02-28',
      'Carnival Tuesday': '2028-02-29',
    },
    2029: {
      'Panorama Finals': '2029-02-10',
      'Dimanche Gras': '2029-02-11',
      'Carnival Monday': '2029-02-12',
      'Carnival Tuesday': '2029-02-13',
    },
    2030: {
      'Panorama Finals': '2030-03-02',
      'Dimanche Gras': '2030-03-03',
      'Carnival Monday': '2030-03-04',
      'Carnival Tuesday': '2030-03-05',
    },
  },
  'jamaica-carnival': {
    2026: { 'Road March': '2026-04-12' },
    2027: { 'Road March': '2027-04-04' },
    2028: { 'Road March': '2028-04-23' },
    2029: { 'Road March': '2029-04-08' },
    2030: { 'Road March': '2030-04-28' },
  },
  'cayman-batabano': {
    2026: { 'Adult Road Parade': '2026-05-02' },
    2027: { 'Adult Road Parade': '2027-05-01' },
    2028: { 'Adult Road Parade': '2028-05-06' },
    2029: { 'Adult Road Parade': '2029-05-05' },
    2030: { 'Adult Road Parade': '2030-05-04' },
  },
  'toronto-caribbean-carnival': {
    2026: { 'Grand Parade': '2026-08-01' },
    2027: { 'Grand Parade': '2027-07-31' },
    2028: { 'Grand Parade': '2028-08-05' },
    2029: { 'Grand Parade': '2029-08-04' },
    2030: { 'Grand Parade': '2030-08-03' },
  },
  'crop-over': {
    2026: { 'Grand Kadooment': '2026-08-03' },
    2027: { 'Grand Kadooment': '2027-08-02' },
    2028: { 'Grand Kadooment': '2028-08-07' },
    2029: { 'Grand Kadooment': '2029-08-06' },
    2030: { 'Grand Kadooment': '2030-08-05' },
  },
  'antigua-carnival': {
    2026: { 'Carnival Monday': '2026-08-03', 'Carnival Tuesday': '2026-08-04' },
    2027: { 'Carnival Monday': '2027-08-02', 'Carnival Tuesday': '2027-08-03' },
    2028: { 'Carnival Monday': '2028-08-07', 'Carnival Tuesday': '2028-08-08' },
    2029: { 'Carnival Monday': '2029-08-06', 'Carnival Tuesday': '2029-08-07' },
    2030: { 'Carnival Monday': '2030-08-05', 'Carnival Tuesday': '2030-08-06' },
  },
  spicemas: {
    2026: { 'Monday Night Mas': '2026-08-10', 'Parade of Bands': '2026-08-11' },
    2027: { 'Monday Night Mas': '2027-08-09', 'Parade of Bands': '2027-08-10' },
    2028: { 'Monday Night Mas': '2028-08-14', 'Parade of Bands': '2028-08-15' },
    2029: { 'Monday Night Mas': '2029-08-13', 'Parade of Bands': '2029-08-14' },
    2030: { 'Monday Night Mas': '2030-08-12', 'Parade of Bands': '2030-08-13' },
  },
  'notting-hill-carnival': {
    2026: { 'Family Day': '2026-08-30', 'Grand Parade': '2026-08-31' },
    2027: { 'Family Day': '2027-08-29', 'Grand Parade': '2027-08-30' },
    2028: { 'Family Day': '2028-08-27', 'Grand Parade': '2028-08-28' },
    2029: { 'Family Day': '2029-08-26', 'Grand Parade': '2029-08-27' },
    2030: { 'Family Day': '2030-08-25', 'Grand Parade': '2030-08-26' },
  },
  'labour-day-carnival': {
    2026: { 'West Indian Day Parade': '2026-09-07' },
    2027: { 'West Indian Day Parade': '2027-09-06' },
    2028: { 'West Indian Day Parade': '2028-09-04' },
    2029: { 'West Indian Day Parade': '2029-09-03' },
    2030: { 'West Indian Day Parade': '2030-09-02' },
  },
  'miami-carnival': {
    2026: { 'Parade of Bands': '2026-10-11' },
    2027: { 'Parade of Bands': '2027-10-10' },
    2028: { 'Parade of Bands': '2028-10-08' },
    2029: { 'Parade of Bands': '2029-10-07' },
    2030: { 'Parade of Bands': '2030-10-13' },
  },
  junkanoo: {
    2026: { 'Boxing Day Junkanoo': '2026-12-26', 'New Year’s Day Junkanoo': '2027-01-01' },
    2027: { 'Boxing Day Junkanoo': '2027-12-26', 'New Year’s Day Junkanoo': '2028-01-01' },
    2028: { 'Boxing Day Junkanoo': '2028-12-26', 'New Year’s Day Junkanoo': '2029-01-01' },
    2029: { 'Boxing Day Junkanoo': '2029-12-26', 'New Year’s Day Junkanoo': '2030-01-01' },
    2030: { 'Boxing Day Junkanoo': '2030-12-26', 'New Year’s Day Junkanoo': '2031-01-01' },
  },
};

describe('carnival dates', () => {
  it('has the published dates of every seeded carnival for 2026–2030', () => {
    expect(Object.keys(PUBLISHED).sort()).toEqual(DEMO_CARNIVALS.map((c) => c.slug).sort());
    for (const carnival of DEMO_CARNIVALS) {
      for (const year of YEARS) {
        const dated = Object.fromEntries(
          carnivalDates(carnival.rule, year).days.map((d) => [d.name, d.date]),
        );
        expect(dated, `${carnival.name} ${year}`).toMatchObject(PUBLISHED[carnival.slug]![year]!);
      }
    }
  });

  it('puts the main days on the weekdays their names say', () => {
    const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
    for (const carnival of DEMO_CARNIVALS) {
      for (const year of YEARS) {
        for (const day of carnivalDates(carnival.rule, year).days) {
          if (/Monday/.test(day.name)) expect(weekday(day.date), `${day.name} ${day.date}`).toBe(1);
          if (/Tuesday/.test(day.name)) expect(weekday(day.date), `${day.name} ${day.date}`).toBe(2);
        }
      }
    }
  });

  it('computes Easter Sunday and the nth or last weekday of a month', () => {
    expect(YEARS.map(easterSunday)).toEqual([
      '2026-04-05',
      '2027-03-28',
      '2028-04-16',
      '2029-04-01',
      '2030-04-21',
    ]);
    expect(nthWeekday(2026, 8, 1, 1)).toBe('2026-08-03');
    expect(nthWeekday(2027, 8, 1, 1)).toBe('2027-08-02'); // 1 August 2027 is a Sunday
    expect(nthWeekday(2026, 5, 6, 1)).toBe('2026-05-02');
    expect(nthWeekday(2027, 5, 6, 1)).toBe('2027-05-01'); // the month starts on the weekday itself
    expect(nthWeekday(2026, 8, 1, -1)).toBe('2026-08-31'); // the last day of the month is the weekday
    expect(nthWeekday(2030, 8, 1, -1)).toBe('2030-08-26');
    expect(nthWeekday(2028, 2, 2, -1)).toBe('2028-02-29'); // a leap February
  });

  it('opens the season window the rule says before the first main day and closes it on the last', () => {
    const trinidad = DEMO_CARNIVALS.find((c) => c.slug === 'trinidad-and-tobago-carnival')!;
    const dates = carnivalDates(trinidad.rule, 2027);
    expect(dates.start).toBe('2027-02-06');
    expect(dates.end).toBe('2027-02-09');
    expect(daysBetween(dates.seasonStart, dates.start)).toBe(45);
  });

  it('looks forward to the carnival under way or the next one, across the turn of the year', () => {
    const junkanoo = DEMO_CARNIVALS.find((c) => c.slug === 'junkanoo')!;
    // 30 December 2026: Junkanoo 2026 is under way (its New Year's Day parade is still to come).
    expect(currentOrNext(junkanoo.rule, '2026-12-30').year).toBe(2026);
    expect(currentOrNext(junkanoo.rule, '2027-01-01').year).toBe(2026);
    expect(currentOrNext(junkanoo.rule, '2027-01-02').year).toBe(2027);
    const trinidad = DEMO_CARNIVALS.find((c) => c.slug === 'trinidad-and-tobago-carnival')!;
    expect(currentOrNext(trinidad.rule, '2026-11-27').start).toBe('2027-02-06');
    expect(currentOrNext(trinidad.rule, '2026-02-17').year).toBe(2026);
    expect(currentOrNext(trinidad.rule, '2026-02-18').year).toBe(2027);
  });
});
