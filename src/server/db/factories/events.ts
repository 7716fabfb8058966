import { eventDiscounts, eventReports, events, type NewEvent, type NewEventDiscount } from '../schema';
import {
  cents,
  dateFromToday,
  daysFromNow,
  inserter,
  next,
  one,
  rotate,
  siteDay,
  uniqueTag,
  type Executor,
} from './util';

const DEFAULT_EVENTS = [
  {
    title: 'Sunrise Breakfast Fete',
    description: 'An all-inclusive breakfast party with steel pan, doubles and soca until noon.',
    category: 'Party',
    location: 'Queen’s Park Savannah',
    country: 'Trinidad',
    state: 'Port of Spain',
    startTime: '06:00',
    endTime: '12:00',
    price: 95,
  },
  {
    title: 'Pan on the Beach',
    description: 'Steelbands and sound systems on the sand at sunset, with a coconut bar.',
    category: 'Beach Party',
    location: 'Pigeon Point Heritage Park',
    country: 'Tobago',
    state: 'Crown Point',
    startTime: '16:00',
    endTime: '23:00',
    price: 45,
  },
  {
    title: 'Crop Over Soca Monarch',
    description: 'The island’s top soca artists battle for the crown.',
    category: 'Concert',
    location: 'Kensington Oval',
    country: 'Barbados',
    state: 'Bridgetown',
    startTime: '19:00',
    endTime: '02:00',
    price: 60,
  },
] as const;

/** A valid event insert: an upcoming Trinidad party by default; override any field. */
export function eventInput(overrides: Partial<NewEvent> = {}): NewEvent {
  const n = next('event');
  const base = rotate(DEFAULT_EVENTS, n);
  return {
    title: base.title,
    description: base.description,
    category: base.category,
    location: base.location,
    country: base.country,
    state: base.state,
    date: dateFromToday(14 + n),
    startTime: base.startTime,
    endTime: base.endTime,
    priceCents: cents(base.price),
    capacity: 800,
    ticketUrl: `https://tickets.fete.example/${n}`,
    active: true,
    ...overrides,
  };
}

export const createEvent = inserter(events, eventInput);

/** A discount code valid for the next 30 days. */
export function eventDiscountInput(
  eventId: string,
  overrides: Partial<NewEventDiscount> = {},
): NewEventDiscount {
  return {
    eventId,
    code: `FETE${uniqueTag().toUpperCase()}`,
    percentage: 15,
    description: 'Early-bird members save 15% on general admission.',
    validFrom: daysFromNow(-1),
    validUntil: daysFromNow(30),
    active: true,
    ...overrides,
  };
}

export const createEventDiscount = inserter(eventDiscounts, eventDiscountInput);

/** A member's open report about an event. */
export async function createEventReport(
  db: Executor,
  eventId: string,
  reporterId: string,
  overrides: Partial<typeof eventReports.$inferInsert> = {},
) {
  return one(
    await db
      .insert(eventReports)
      .values({ eventId, reporterId, reason: 'The date on this event is wrong.', ...overrides })
      .returning(),
  );
}

/** What the event forms send (POST /api/events, POST /api/admin/events): an upcoming party. */
export function eventFormInput(overrides: Record<string, unknown> = {}) {
  const n = next('event-form');
  return {
    title: `Form Fete ${n}`,
    description: 'Soca, steel pan and a sunrise finish.',
    date: siteDay(21 + n),
    startTime: '20:00',
    endTime: '04:00',
    location: 'Queen’s Park Savannah',
    country: 'Trinidad',
    state: 'Port of Spain',
    category: 'Party',
    priceCents: 7500,
    ...overrides,
  };
}
