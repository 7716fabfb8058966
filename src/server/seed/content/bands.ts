export interface DemoBand {
  name: string;
  description: string;
  location: string;
  state: string;
  country: string;
  /** Days from the seeding day to the band's road days. */
  day: number;
  span: number;
  featured?: boolean;
  /** Offers registration with Fete ID. */
  feteId?: boolean;
  /** Registration not open yet: no registration link (members can ask to be notified). */
  notOpen?: boolean;
  /** The costume price range in dollars (none published: no range). */
  price?: [from: number, to: number];
}

export const DEMO_BANDS: DemoBand[] = [
  {
    name: 'Hummingbird Mas',
    description:
      'Feathers in every shade of the national bird. Frontline, backline and a premium all-inclusive truck with breakfast, lunch and a mobile bar.',
    location: 'Port of Spain',
    state: 'Port of Spain',
    country: 'Trinidad',
    day: 34,
    span: 1,
    featured: true,
    feteId: true,
    price: [850, 2400],
  },
  {
    name: 'Bacchanal Republic',
    description: 'The party band of Carnival Tuesday: light costumes, heavy music and four DJs on the road.',
    location: 'Port of Spain',
    state: 'Port of Spain',
    country: 'Trinidad',
    day: 35,
    span: 0,
    featured: true,
    feteId: true,
    price: [450, 900],
  },
  {
    name: 'Ember Mas',
    description: 'Fire-toned sequins and gold beading, with a J’ouvert section that starts at 4 AM.',
    location: 'San Fernando',
    state: 'San Fernando',
    country: 'Trinidad',
    day: 34,
    span: 1,
    price: [700, 1800],
    notOpen: true,
  },
  {
    name: 'Sea Breeze Mas',
    description: 'Tobago’s beach-to-road band: sea-blue costumes and a dip at Store Bay after the parade.',
    location: 'Scarborough',
    state: 'Tobago',
    country: 'Tobago',
    day: 34,
    span: 1,
    feteId: true,
    price: [500, 1200],
  },
  {
    name: 'Coral Reef Carnival',
    description: 'Sea-glass sequins and ocean blues for Grand Kadooment.',
    location: 'Bridgetown',
    state: 'St. Michael',
    country: 'Barbados',
    day: 155,
    span: 0,
    featured: true,
    price: [600, 1500],
  },
  {
    name: 'Spice Isle Revellers',
    description: 'Nutmeg gold and jab-jab black for Spicemas on the streets of St. George’s.',
    location: 'St. George’s',
    state: 'St. George',
    country: 'Grenada',
    day: 176,
    span: 1,
    price: [350, 800],
  },
  {
    name: 'Golden Hibiscus',
    description: 'A Jamaica Carnival band of red and gold hibiscus costumes along the Kingston route.',
    location: 'Kingston',
    state: 'Kingston',
    country: 'Jamaica',
    day: 75,
    span: 0,
    feteId: true,
    price: [750, 1900],
  },
  {
    name: 'Island Pulse',
    description: 'Toronto’s young mas band: bright LEDs, steelpan riddims and a big Caribana truck.',
    location: 'Toronto',
    state: 'Ontario',
    country: 'Canada',
    day: 165,
    span: 0,
    price: [300, 650],
    notOpen: true,
  },
  {
    name: 'Flambeau Carnival',
    description: 'Torch-bearing mas inspired by the canboulay, crossing Notting Hill with a steel band.',
    location: 'Notting Hill',
    state: 'London',
    country: 'United Kingdom',
    day: 190,
    span: 1,
    price: [250, 600],
    notOpen: true,
  },
  {
    name: 'Sunset Kingdom',
    description: 'Miami Carnival’s sunset palette: coral, tangerine and gold on Biscayne Boulevard.',
    location: 'Miami',
    state: 'Florida',
    country: 'United States',
    day: 211,
    span: 0,
    feteId: true,
    price: [550, 1300],
  },
  {
    name: 'Lionfish Mas',
    description: 'Striped fans and fins for Antigua Carnival; a section for first-timers included.',
    location: 'St. John’s',
    state: 'Saint John',
    country: 'Antigua and Barbuda',
    day: 185,
    span: 1,
  },
  {
    name: 'Kaiso Mas',
    description: 'Traditional characters, from midnight robbers to dame lorraines, in Vincy Mas.',
    location: 'Kingstown',
    state: 'St. George',
    country: 'Saint Vincent and the Grenadines',
    day: -40,
    span: 1,
  },
];
