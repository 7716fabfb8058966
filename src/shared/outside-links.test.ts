// @module-tag pglite
import { describe, expect, it } from 'vitest';
import { googleCalendarUrl, mapsUrl, outlookCalendarUrl } from './outside-links';

const fete = {
  title: 'Soca Sunrise',
  date: '2027-03-05',
  endDate: null,
  startTime: '21:00:00',
  endTime: '04:00:00',
  timeZone: 'America/Port_of_Spain',
  location: "Queen's Park Savannah",
  state: 'Port of Spain',
  country: 'Trinidad',
};

describe('add-to-calendar and maps links', () => {
  it("gives Google the wall clock in the event's zone, ending the next morning", () => {
    const url = new URL(googleCalendarUrl(fete, 'https://fete.test/events/1'));
    expect(url.searchParams.get('dates')).toBe('20270305T210000/20270306T040000');
    expect(url.searchParams.get('ctz')).toBe('America/Port_of_Spain');
    expect(url.searchParams.get('text')).toBe('Soca Sunrise');
    expect(url.searchParams.get('location')).toBe("Queen's Park Savannah, Port of Spain, Trinidad");
  });

  it('gives Outlook the UTC instants', () => {
    const url = new URL(outlookCalendarUrl(fete, 'https://fete.test/events/1'));
    expect(url.searchParams.get('startdt')).toBe('2027-03-06T01:00:00.000Z');
    expect(url.searchParams.get('enddt')).toBe('2027-03-06T08:00:00.000Z');
  });

  it('searches maps by coordinates when known, else by address, else nothing', () => {
    expect(
      new URL(mapsUrl({ address: 'x', latitude: 10.66, longitude: -61.51 })!).searchParams.get('query'),
    ).toBe('10.66,-61.51');
    expect(new URL(mapsUrl({ address: 'Ariapita Avenue, Woodbrook' })!).searchParams.get('query')).toBe(
      'Ariapita Avenue, Woodbrook',
    );
    expect(mapsUrl({ address: '  ' })).toBeNull();
  });
});
