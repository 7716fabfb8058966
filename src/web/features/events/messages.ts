/** Texts of public-site.md §2.4-2.5 and member-areas.md §2. */
export const eventMessages = {
  noEvents: 'No events found',
  noDestinations: 'No destinations found',
  eventNotFound: 'Event not found',
} as const;
