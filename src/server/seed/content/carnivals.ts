import type { CarnivalRule } from '../../../shared/carnival-dates';

export interface DemoCarnival {
  slug: string;
  name: string;
  territory: string;
  description: string;
  rule: CarnivalRule;
  /** The seeded events and bands of these countries (and, when given, states) belong to it. */
  countries: { country: string; states?: string[] }[];
}

/*
 * The carnival year in the order it is played. Each rule is the one the organisers publish (decision 0049); the
 * dates they give for 2026–2030 are checked in ../carnival-dates.test.ts. Weekdays: 0 Sunday … 6 Saturday.
 */
export const DEMO_CARNIVALS: DemoCarnival[] = [
  {
    slug: 'trinidad-and-tobago-carnival',
    name: 'Trinidad and Tobago Carnival',
    territory: 'Trinidad and Tobago',
    description:
      'The mother of Caribbean carnivals: weeks of fetes after New Year, Panorama on the Savannah, then J’ouvert at dawn and two days of mas on the road before Ash Wednesday.',
    // Carnival Monday and Tuesday are the two days before Ash Wednesday: 48 and 47 days before Easter Sunday.
    rule: {
      anchor: { kind: 'easter' },
      days: [
        { name: 'Panorama Finals', offset: -50 },
        { name: 'Dimanche Gras', offset: -49 },
        { name: 'J’ouvert', offset: -48 },
        { name: 'Carnival Monday', offset: -48 },
        { name: 'Carnival Tuesday', offset: -47 },
      ],
      seasonDays: 45,
    },
    countries: [{ country: 'Trinidad' }, { country: 'Tobago' }],
  },
  {
    slug: 'jamaica-carnival',
    name: 'Jamaica Carnival',
    territory: 'Jamaica',
    description:
      'Kingston’s carnival after Easter: a season of fetes and J’ouvert, closing with the road march through New Kingston on the Sunday after Easter.',
    rule: { anchor: { kind: 'easter' }, days: [{ name: 'Road March', offset: 7 }], seasonDays: 21 },
    countries: [{ country: 'Jamaica' }],
  },
  {
    slug: 'cayman-batabano',
    name: 'Cayman Batabano',
    territory: 'Cayman Islands',
    description:
      'Grand Cayman’s carnival weekend in May: Junior Batabano, then the adult road parade along Seven Mile Beach.',
    // The adult parade is on the first Saturday of May.
    rule: {
      anchor: { kind: 'weekday', month: 5, weekday: 6, nth: 1 },
      days: [{ name: 'Adult Road Parade', offset: 0 }],
      seasonDays: 10,
    },
    countries: [],
  },
  {
    slug: 'toronto-caribbean-carnival',
    name: 'Toronto Caribbean Carnival',
    territory: 'Toronto, Canada',
    description:
      'North America’s biggest Caribbean festival: the Grand Parade on the Saturday of Ontario’s Civic Holiday weekend.',
    // The Civic Holiday is the first Monday of August; the Grand Parade is the Saturday before it.
    rule: {
      anchor: { kind: 'weekday', month: 8, weekday: 1, nth: 1 },
      days: [{ name: 'Grand Parade', offset: -2 }],
      seasonDays: 21,
    },
    countries: [{ country: 'Canada' }],
  },
  {
    slug: 'crop-over',
    name: 'Crop Over',
    territory: 'Barbados',
    description:
      'Barbados’ summer festival from the end of the sugar-cane harvest: calypso tents, Foreday Morning and Grand Kadooment on the first Monday of August.',
    // Grand Kadooment Day is a public holiday, the first Monday of August.
    rule: {
      anchor: { kind: 'weekday', month: 8, weekday: 1, nth: 1 },
      days: [{ name: 'Grand Kadooment', offset: 0 }],
      seasonDays: 56,
    },
    countries: [{ country: 'Barbados' }],
  },
  {
    slug: 'antigua-carnival',
    name: 'Antigua Carnival',
    territory: 'Antigua and Barbuda',
    description:
      'Ten days of Antigua’s summer carnival, ending with J’ouvert and the Parade of Bands on the first Monday and Tuesday of August.',
    rule: {
      anchor: { kind: 'weekday', month: 8, weekday: 1, nth: 1 },
      days: [
        { name: 'J’ouvert', offset: 0 },
        { name: 'Carnival Monday', offset: 0 },
        { name: 'Carnival Tuesday', offset: 1 },
      ],
      seasonDays: 10,
    },
    countries: [{ country: 'Antigua and Barbuda' }],
  },
  {
    slug: 'spicemas',
    name: 'Spicemas',
    territory: 'Grenada',
    description:
      'Grenada’s carnival: Jab Jab at J’ouvert, Monday Night Mas and the Pageant, the Parade of Bands on the second Monday and Tuesday of August.',
    rule: {
      anchor: { kind: 'weekday', month: 8, weekday: 1, nth: 2 },
      days: [
        { name: 'J’ouvert', offset: 0 },
        { name: 'Monday Night Mas', offset: 0 },
        { name: 'Parade of Bands', offset: 1 },
      ],
      seasonDays: 14,
    },
    countries: [{ country: 'Grenada' }],
  },
  {
    slug: 'notting-hill-carnival',
    name: 'Notting Hill Carnival',
    territory: 'London, United Kingdom',
    description:
      'Europe’s biggest street festival over the August bank holiday weekend: Family Day on the Sunday, the grand parade on the Monday.',
    // England's summer bank holiday is the last Monday of August.
    rule: {
      anchor: { kind: 'weekday', month: 8, weekday: 1, nth: -1 },
      days: [
        { name: 'Family Day', offset: -1 },
        { name: 'Grand Parade', offset: 0 },
      ],
      seasonDays: 14,
    },
    countries: [{ country: 'United Kingdom' }],
  },
  {
    slug: 'labour-day-carnival',
    name: 'Labour Day Carnival',
    territory: 'Brooklyn, United States',
    description:
      'J’ouvert before dawn, then the West Indian Day Parade down Eastern Parkway on Labor Day, the first Monday of September.',
    rule: {
      anchor: { kind: 'weekday', month: 9, weekday: 1, nth: 1 },
      days: [
        { name: 'J’ouvert', offset: 0 },
        { name: 'West Indian Day Parade', offset: 0 },
      ],
      seasonDays: 10,
    },
    countries: [{ country: 'United States', states: ['New York'] }],
  },
  {
    slug: 'miami-carnival',
    name: 'Miami Carnival',
    territory: 'Miami, United States',
    description:
      'South Florida’s carnival on the Columbus Day weekend: J’ouvert, then the parade of bands on the Sunday.',
    // Columbus Day is the second Monday of October; the parade is the Sunday before it.
    rule: {
      anchor: { kind: 'weekday', month: 10, weekday: 1, nth: 2 },
      days: [{ name: 'Parade of Bands', offset: -1 }],
      seasonDays: 10,
    },
    countries: [{ country: 'United States', states: ['Florida'] }],
  },
  {
    slug: 'junkanoo',
    name: 'Junkanoo',
    territory: 'Bahamas',
    description:
      'Nassau’s Bay Street rush-out at the turn of the year: a parade in the small hours of Boxing Day and again on New Year’s Day.',
    rule: {
      anchor: { kind: 'fixed', month: 12, day: 26 },
      days: [
        { name: 'Boxing Day Junkanoo', offset: 0 },
        { name: 'New Year’s Day Junkanoo', offset: 6 },
      ],
      seasonDays: 7,
    },
    countries: [{ country: 'Bahamas' }],
  },
];

/** The carnival the seeded events and bands of a place belong to, if any. */
export function demoCarnivalOf(place: { country: string; state: string }): string | undefined {
  return DEMO_CARNIVALS.find((c) =>
    c.countries.some((p) => p.country === place.country && (!p.states || p.states.includes(place.state))),
  )?.slug;
}
