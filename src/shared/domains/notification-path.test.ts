// @module-tag pglite
import { describe, expect, it } from 'vitest';
import { notificationPath } from './notification-path';
import { registrationNotices } from './marqet-registration';

describe('notificationPath', () => {
  it('leads every Fete Marqet registration notice to the member’s registrations on the dashboard', () => {
    const notices = [
      registrationNotices.approved('Coral Gold'),
      registrationNotices.rejected('Coral Gold'),
      registrationNotices.reopened('Coral Gold'),
      registrationNotices.extended('Coral Gold', 3),
      registrationNotices.expired('Coral Gold'),
    ];
    for (const { type } of notices) {
      expect(notificationPath({ type, data: { registrationId: 'r1' } })).toBe('/dashboard?tab=marqet');
    }
  });

  it('leads staff application notices to /staff-application, where the applicant follows them', () => {
    expect(notificationPath({ type: 'staff_application_update', data: {} })).toBe('/staff-application');
  });
});
