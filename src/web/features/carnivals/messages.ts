const eventCount = (count: number) => `${count} ${count === 1 ? 'event' : 'events'}`;

/** The season's screen texts (issue #24). */
export const seasonTexts = {
  title: 'Carnival season',
  description: 'Every carnival of the year across the islands and the diaspora, with its main days.',
  loading: 'Loading the season...',
  failed: 'Failed to load the season. Please try again later.',
  empty: 'No carnivals yet',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  currentSeason: 'Current season',
  today: 'Today',
  timeline: 'Carnivals of the season on a timeline',
  mainDays: 'Main days',
  seasonOpens: 'Season of fetes from',
  counts: (events: number, bands: number) =>
    `${eventCount(events)} · ${bands} ${bands === 1 ? 'band' : 'bands'}`,
  carnivalLoading: 'Loading the carnival...',
  carnivalFailed: 'Failed to load this carnival. Please try again later.',
  backToSeason: 'Back to the season',
  density: 'Fetes each day',
  densityHelp: 'How many events are on each day of the season; main days are marked.',
  densityDay: (day: string, count: number, main?: string) =>
    `${day}: ${eventCount(count)}${main ? ` (${main})` : ''}`,
  /** The strip's scale: the busiest day's count, or none yet when no day has an event. */
  busiest: (count: number) => `Busiest day: ${count === 0 ? 'none yet' : eventCount(count)}`,
  fetes: 'Fetes',
  travel: 'Travel',
  bands: 'Bands',
  noFetes: 'No upcoming fetes for this carnival yet.',
  noTravel: 'No travel events for this carnival yet.',
  noBands: 'No bands for this carnival yet.',
  nextCarnival: 'Next carnival',
  seeSeason: 'See the whole season',
} as const;
