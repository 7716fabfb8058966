/** Home page, packages, staff, badges and the community members of the demo. */

export const DEMO_HERO_SLIDES = [
  { title: 'Feel the Road', subtitle: 'Every carnival, band and fete in the Caribbean, in one place.' },
  { title: 'Island Hopping Season', subtitle: 'Plan Trinidad, Crop Over and Spicemas in one trip.' },
  { title: 'Eat Like a Local', subtitle: 'Doubles at dawn, crab and dumpling at sunset.' },
] as const;

export const DEMO_ADS = [
  {
    title: 'Fete Rides to every J’ouvert',
    description: 'Safe rides from your hotel to the road and back.',
    linkUrl: '/fete-rides',
  },
  {
    title: 'Carnival packages from $1,499',
    description: 'Flights, hotel, costume and fetes, sorted.',
    linkUrl: '/fete-packages',
  },
] as const;

export const DEMO_PARTNERS = [
  'Caribbean Airways',
  'Island Pulse Radio',
  'Savannah Rum Co.',
  'Steelpan Sound Systems',
  'Tobago Tourism Circle',
  'Kadooment Travel',
] as const;

export interface DemoPackage {
  title: string;
  subtitle: string;
  description: string;
  bgColor: string;
  /** `form`: a custom form is attached; `external`: the card links out; `inactive`: shown dimmed. */
  kind: 'form' | 'external' | 'inactive';
}

export const DEMO_PACKAGES: DemoPackage[] = [
  {
    title: 'Trinidad Carnival Complete',
    subtitle: '7 nights · frontline costume · 3 all-inclusive fetes',
    description:
      'Hotel in Woodbrook, a Hummingbird Mas frontline costume, J’ouvert and three all-inclusive fetes.',
    bgColor: 'red',
    kind: 'form',
  },
  {
    title: 'Crop Over Weekender',
    subtitle: '4 nights · Foreday Morning · Kadooment',
    description: 'South-coast hotel, Foreday Morning Jam and a Coral Reef Carnival costume.',
    bgColor: 'amber',
    kind: 'form',
  },
  {
    title: 'Tobago Jazz Getaway',
    subtitle: '5 nights · beachfront · festival pass',
    description: 'Beachfront villa in Crown Point with a three-night Tobago Jazz Experience pass.',
    bgColor: 'teal',
    kind: 'external',
  },
  {
    title: 'Spicemas Explorer',
    subtitle: '6 nights · jab jab · Pageant',
    description: 'Grand Anse hotel, Jab Jab Night and the Spicemas Pageant.',
    bgColor: 'purple',
    kind: 'inactive',
  },
];

export const DEMO_RIDES: DemoPackage[] = [
  {
    title: 'J’ouvert Shuttle',
    subtitle: 'Hotel pick-up 3 AM · drop-off after sunrise',
    description: 'Air-conditioned shuttle from Port of Spain hotels to the J’ouvert start and back.',
    bgColor: 'purple',
    kind: 'form',
  },
  {
    title: 'Airport Transfer',
    subtitle: 'Piarco to Port of Spain · any hour',
    description: 'A driver meets you at arrivals with a Fete sign.',
    bgColor: 'blue',
    kind: 'form',
  },
  {
    title: 'Maracas Beach Run',
    subtitle: 'Saturday round trip · bake and shark stop',
    description: 'Round trip over the Saddle to Maracas Bay with a stop at the lookout.',
    bgColor: 'yellow',
    kind: 'inactive',
  },
];

export const DEMO_POSITIONS = [
  {
    title: 'Event Host',
    description: 'Welcome guests at Fete all-inclusives, run the VIP area and keep the vibes right.',
    requirements: ['Available Carnival weekend', 'Friendly and calm under pressure', 'Age 18 or over'],
    salaryRange: '$20 - $30 per hour',
    active: true,
  },
  {
    title: 'Social Media Correspondent',
    description: 'Cover bands, fetes and food on Instagram and TikTok during carnival season.',
    requirements: ['A portfolio of short videos', 'Own smartphone', 'Knows soca and the fete calendar'],
    salaryRange: '$1,500 - $2,500 per season',
    active: true,
  },
  {
    title: 'Fete Rides Driver',
    description: 'Drive the J’ouvert shuttle and airport transfers in a Fete minibus.',
    requirements: ['Valid H-permit', 'Clean driving record', 'Knows Port of Spain well'],
    salaryRange: '$25 - $35 per hour',
    active: true,
  },
  {
    title: 'Mas Camp Coordinator',
    description: 'Run costume collection for partner bands in the week before Carnival.',
    requirements: ['Two seasons in a mas camp', 'Spreadsheet skills'],
    salaryRange: '$2,000 per season',
    active: false,
  },
] as const;

export const DEMO_BADGES = [
  {
    name: 'Road Warrior',
    description: 'Played mas on the road for five carnivals.',
    color: '#E11D48',
    benefits: ['Priority costume collection', '10% off Fete Rides'],
  },
  {
    name: 'Fete Ambassador',
    description: 'Brought ten friends to Fete.',
    color: '#F59E0B',
    benefits: ['Early access to all-inclusive tickets', 'Ambassador wristband'],
  },
  {
    name: 'Founding Member',
    description: 'Joined Fete in its first season.',
    color: '#3B82F6',
    benefits: ['Founding member card design', 'Invitation to the season launch'],
  },
  {
    name: 'Foodie',
    description: 'Reviewed ten Fete Eats restaurants.',
    color: '#10B981',
    benefits: ['Monthly tasting invitations'],
  },
] as const;

/** Members of the demo community (Fete Nation directory, raters, attendees, chat partners). */
export const DEMO_COMMUNITY = [
  { firstName: 'Marlon', lastName: 'Charles', territory: 'Trinidad and Tobago', locality: 'San Fernando' },
  { firstName: 'Shanice', lastName: 'Alleyne', territory: 'Barbados', locality: 'Bridgetown' },
  { firstName: 'Devon', lastName: 'Campbell', territory: 'Jamaica', locality: 'Kingston' },
  { firstName: 'Aaliyah', lastName: 'Noel', territory: 'Grenada', locality: 'St. George’s' },
  { firstName: 'Kareem', lastName: 'Ali', territory: 'Trinidad and Tobago', locality: 'Chaguanas' },
  { firstName: 'Nadia', lastName: 'Phillips', territory: 'Canada', locality: 'Toronto' },
  { firstName: 'Jomo', lastName: 'Edwards', territory: 'United Kingdom', locality: 'London' },
  { firstName: 'Tricia', lastName: 'Roberts', territory: 'United States', locality: 'Brooklyn' },
] as const;
