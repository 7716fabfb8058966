/**
 * The attendance texts (decision 0023). Kept apart from the attendance contract, which builds zod schemas when it
 * loads: the event and band pages show these to every visitor, and zod is not part of a visitor's first scripts.
 */
export const attendanceMessages = {
  attend: 'Attend',
  attending: 'Attending',
  notAttending: "You're not attending any events yet",
  attendees: 'Attendees',
  noAttendees: 'No attendees listed yet',
  signInToSeeAttendees: 'Sign in to see who is attending',
  attendeesFailed: 'Failed to load attendees',
  loadFailed: 'Failed to load attendance',
  attendingListFailed: 'Failed to load the events you are attending',
  full: 'This event is full',
  spotsLeft: (n: number) => `${n} ${n === 1 ? 'spot' : 'spots'} left`,
  count: (n: number) => `${n} attending`,
} as const;
