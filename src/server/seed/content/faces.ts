export interface DemoProvider {
  firstName: string;
  lastName: string;
  bio: string;
  services: string[];
  /** US dollars per service, in the order of `services`. */
  prices: number[];
  location: string;
  state: string;
  country: string;
  featured?: boolean;
  /** No booking link yet: the page shows "Booking Coming Soon". */
  noBooking?: boolean;
  /** Ratings given by demo members. */
  ratings: number[];
}

export const DEMO_PROVIDERS: DemoProvider[] = [
  {
    firstName: 'Aaliyah',
    lastName: 'Ramdeen',
    bio: 'Carnival makeup artist for twelve seasons: bold colour and sweat-proof looks that last from J’ouvert to Las Lap.',
    services: ['Makeup', 'Glitter Art', 'Lash Application'],
    prices: [150, 60, 45],
    location: 'Maraval',
    state: 'Port of Spain',
    country: 'Trinidad',
    featured: true,
    ratings: [5, 5, 4, 5, 5, 4],
  },
  {
    firstName: 'Marisol',
    lastName: 'Alleyne',
    bio: 'Body paint and airbrush for Foreday Morning and Kadooment; mobile across Barbados.',
    services: ['Body Paint', 'Airbrush Makeup', 'Face Painting'],
    prices: [200, 130, 40],
    location: 'Holetown',
    state: 'St. James',
    country: 'Barbados',
    featured: true,
    ratings: [5, 4, 5, 5],
  },
  {
    firstName: 'Kareem',
    lastName: 'Joseph',
    bio: 'Special effects and prosthetics for traditional mas characters: blue devils, jab molassie, moko jumbies.',
    services: ['Special Effects', 'Prosthetics', 'Body Paint', 'Face Painting'],
    prices: [250, 300, 180, 40],
    location: 'Belmont',
    state: 'Port of Spain',
    country: 'Trinidad',
    ratings: [5, 4, 4],
  },
  {
    firstName: 'Shanice',
    lastName: 'Pierre',
    bio: 'Soft glam for fetes and bold glam for the road. Group bookings for whole sections.',
    services: ['Makeup', 'Lash Application', 'Hair Styling'],
    prices: [120, 40, 90],
    location: 'Chaguanas',
    state: 'Chaguanas',
    country: 'Trinidad',
    featured: true,
    ratings: [5, 5, 5, 4, 5],
  },
  {
    firstName: 'Devika',
    lastName: 'Persad',
    bio: 'Henna artist blending Indo-Caribbean patterns with carnival colour.',
    services: ['Henna Art', 'Body Paint'],
    prices: [60, 150],
    location: 'Couva',
    state: 'Couva–Tabaquite–Talparo',
    country: 'Trinidad',
    ratings: [4, 5, 4],
  },
  {
    firstName: 'Tamika',
    lastName: 'Greaves',
    bio: 'Hair braiding and carnival updos that hold a headpiece all day.',
    services: ['Hair Styling'],
    prices: [110],
    location: 'Scarborough',
    state: 'Tobago',
    country: 'Tobago',
    ratings: [4, 4, 5, 3],
  },
  {
    firstName: 'Andre',
    lastName: 'Charles',
    bio: 'Airbrush makeup artist for stage and screen, now on the road for Crop Over.',
    services: ['Airbrush Makeup', 'Makeup', 'Special Effects'],
    prices: [160, 130, 220],
    location: 'Bridgetown',
    state: 'St. Michael',
    country: 'Barbados',
    noBooking: true,
    ratings: [4, 5],
  },
  {
    firstName: 'Nadia',
    lastName: 'Mohammed',
    bio: 'Glitter and gem art specialist: face gems, glitter roots and sequin brows.',
    services: ['Glitter Art', 'Face Painting', 'Lash Application'],
    prices: [55, 35, 45],
    location: 'Kingston',
    state: 'Kingston',
    country: 'Jamaica',
    ratings: [5, 4, 4, 5],
  },
  {
    firstName: 'Jomo',
    lastName: 'Baptiste',
    bio: 'Body painter behind award-winning J’ouvert sections; large groups welcome.',
    services: ['Body Paint', 'Airbrush Makeup'],
    prices: [180, 140],
    location: 'St. George’s',
    state: 'St. George',
    country: 'Grenada',
    ratings: [3, 4, 4],
  },
  {
    firstName: 'Renée',
    lastName: 'Laurent',
    bio: 'Bridal and carnival makeup in Castries and Rodney Bay.',
    services: ['Makeup', 'Hair Styling', 'Lash Application'],
    prices: [140, 100, 40],
    location: 'Rodney Bay',
    state: 'Gros Islet',
    country: 'Saint Lucia',
    ratings: [5, 4, 5],
  },
  {
    firstName: 'Keisha',
    lastName: 'Williams',
    bio: 'Toronto-based face and body artist travelling the carnival circuit from Caribana to Miami.',
    services: ['Face Painting', 'Glitter Art', 'Body Paint', 'Makeup'],
    prices: [40, 50, 170, 130],
    location: 'Toronto',
    state: 'Ontario',
    country: 'Canada',
    noBooking: true,
    ratings: [4, 4],
  },
  {
    firstName: 'Olivia',
    lastName: 'Thomas',
    bio: 'Notting Hill regular: glam, lashes and glitter for the Monday parade.',
    services: ['Makeup', 'Lash Application', 'Glitter Art'],
    prices: [110, 35, 45],
    location: 'Brixton',
    state: 'London',
    country: 'United Kingdom',
    ratings: [5],
  },
];

export const DEMO_TESTIMONIAL_CAPTIONS = [
  'Full glam for Carnival Tuesday, still perfect at the last lap',
  'J’ouvert ready, paint and glitter',
  'Section look for twenty masqueraders',
  'Gems and lashes for the Panorama finals',
] as const;

export const DEMO_CLIENT_NAMES = [
  'Kerry-Ann M.',
  'Shelly G.',
  'Alicia R.',
  'Tricia B.',
  'Danielle S.',
  'Monique H.',
] as const;
