import type { ListTexts } from '../../components/listing/searchable-list';
import { messages } from '../../../shared/errors';

/** Texts of public-site.md §2.4-2.5 and member-areas.md §2. */
export const eventMessages = {
  list: {
    eyebrow: 'Fete Guide',
    title: 'Fete Guide',
    description: 'Parties, concerts and beach fetes across the Caribbean and its diaspora.',
    search: 'Search events',
    searchPlaceholder: 'Title, description or location',
    loading: 'Loading events...',
    empty: 'No events found',
    failed: 'Events could not be loaded. Please try again.',
    singular: 'event',
    plural: 'events',
  } satisfies ListTexts,
  destinations: {
    eyebrow: 'Fete Travel',
    title: 'Fete Travel',
    description: 'Festivals, carnivals and cruises worth travelling for.',
    search: 'Search destinations',
    searchPlaceholder: 'Title, description or location',
    loading: 'Loading destinations...',
    empty: 'No destinations found',
    failed: 'Destinations could not be loaded. Please try again.',
    singular: 'destination',
    plural: 'destinations',
  } satisfies ListTexts,
  loadingEvent: 'Loading event...',
  // The server's 404 text, defined once in the shared catalogue.
  eventNotFound: messages.events.notFound,
  eventFailed: 'This event could not be loaded. Please try again.',
  signInForFeteIdTickets: 'Please sign in to purchase tickets with Fete ID',
  inactiveOwnEvent:
    'An administrator has taken this event off the site. You can still edit it; it shows again once an administrator reactivates it.',
  myEventsTitle: 'My Events',
  noMyEvents: "You haven't created any events yet",
  myEventsFailed: 'Your events could not be loaded. Please try again.',
  loadingMyEvents: 'Loading your events...',
  createEvent: 'Create Event',
  dateHint: "A date shows that day's events, and Upcoming or Past with it.",
  createIntro:
    'Share your fete with the community. It is listed as soon as you create it: on the Fete Guide, or on Fete Travel for a Festival, Carnival or Cruise.',
  /** After Create Event, on the list where the new event is (the alert links to it). */
  createdOn: (place: string) => `Event created. It is listed here on ${place}.`,
  likeCount: (likes: number) => (likes === 1 ? '1 like' : `${likes.toLocaleString('en-US')} likes`),
} as const;
