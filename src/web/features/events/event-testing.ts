/** Fake answers about events for the web's test files, checked against the contract. */
import { eventDetailSchema, type EventDetail, type EventItem } from '../../../shared/domains/events';

/** GET /api/events/:id for a visitor: a free fete at Queen's Park Savannah, 5 March 2031, 21:00-04:00. */
export const fakeEventDetail = (event: Partial<EventItem> & { id: string }, likes = 0): EventDetail =>
  eventDetailSchema.parse({
    event: {
      title: 'Soca & Sunrise Brunch',
      description: 'Doubles at dawn.',
      imageUrl: null,
      date: '2031-03-05',
      endDate: null,
      startTime: '21:00:00',
      endTime: '04:00:00',
      timeZone: 'America/Port_of_Spain',
      location: "Queen's Park Savannah",
      country: 'Trinidad',
      state: 'Port of Spain',
      category: 'Fete',
      priceCents: 0,
      feteRideUrl: null,
      ticketUrl: null,
      feteIdTicketUrl: null,
      hasFeteIdTicket: false,
      instagramUrl: null,
      capacity: null,
      carnivalId: null,
      active: true,
      liked: false,
      attending: false,
      featured: false,
      ...event,
    },
    likes,
    discounts: [],
    can: { like: false, feature: false, edit: false, delete: false, report: false },
    plannable: null,
  });
