import { messages } from '../../../shared/errors';

/** Texts of public-site.md §2.4-2.5 and member-areas.md §2. */
export const eventMessages = {
  loadingEvents: 'Loading events...',
  noEvents: 'No events found',
  loadingDestinations: 'Loading destinations...',
  noDestinations: 'No destinations found',
  loadingEvent: 'Loading event...',
  // The server's 404 text, defined once in the shared catalogue.
  eventNotFound: messages.events.notFound,
  loadFailed: 'Events could not be loaded. Please try again.',
  destinationsFailed: 'Destinations could not be loaded. Please try again.',
  eventFailed: 'This event could not be loaded. Please try again.',
  signInForFeteIdTickets: 'Please sign in to purchase tickets with Fete ID',
  inactiveOwnEvent:
    'An administrator has taken this event off the site. You can still edit it; it shows again once an administrator reactivates it.',
  myEventsTitle: 'My Events',
  noMyEvents: "You haven't created any events yet",
  myEventsFailed: 'Your events could not be loaded. Please try again.',
  loadingMyEvents: 'Loading your events...',
  createEvent: 'Create Event',
  likeCount: (likes: number) => (likes === 1 ? '1 like' : `${likes.toLocaleString('en-US')} likes`),
} as const;
