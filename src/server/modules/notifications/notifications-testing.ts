/** What the test files that set a member's e-mail preferences share. */

/**
 * The body of PUT /api/notifications/preferences (and its answer's `email`) with every e-mail on, as a new
 * member has them; `overrides` turns some off.
 */
export const emailPreferences = (overrides: Record<string, boolean> = {}) => ({
  chat: true,
  receipts: true,
  forms: true,
  registrations: true,
  applications: true,
  badges: true,
  event_reminders: true,
  payment_reminders: true,
  ...overrides,
});
