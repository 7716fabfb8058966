/** The server, people and forms the forms test files share (forms-builder and forms-submissions). */
import { expect } from 'vitest';
import { requestAs, signedInForFile } from '../../auth/testing';
import { createRidePackage } from '../../db/factories';
import { testServerForFile } from '../../test/harness';

export const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** One field of each of the 7 types. */
export const allTypes = [
  { id: 'name', type: 'text', label: 'Full name', placeholder: 'Your name', required: true },
  { id: 'email', type: 'email', label: 'Email', required: true },
  { id: 'guests', type: 'number', label: 'Guests', required: true },
  { id: 'seat', type: 'select', label: 'Seat', options: ['Front', 'Back'], required: true },
  { id: 'extras', type: 'checkbox', label: 'Extras', options: [' Cooler ', '', 'Music'], required: true },
  { id: 'notes', type: 'textarea', label: 'Notes' },
  { id: 'day', type: 'date', label: 'Day', required: true },
];
export const goodAnswers = {
  name: 'Kaia Baptiste',
  email: 'kaia@example.com',
  guests: '3',
  seat: 'Back',
  extras: ['Music', 'Cooler'],
  day: '2027-02-08',
};

/**
 * The calling file's test server with an administrator and two members, signed in before its first test
 * (`signedInForFile`), and requests as the administrator or the first member. `options` are the server's
 * (`testServerForFile`).
 */
export function formsTesting(...options: Parameters<typeof testServerForFile>) {
  const t = testServerForFile(...options);
  const { admin, member, other } = signedInForFile(t, {
    member: { firstName: 'Kaia', lastName: 'Baptiste', email: 'kaia.forms@example.com' },
    other: { firstName: 'Marlon', lastName: 'Charles', email: 'marlon.forms@example.com' },
  });
  const asAdmin = requestAs(t, admin);
  const asMember = requestAs(t, member);

  /** A ride package with a saved form of every field type. */
  async function rideWithForm(overrides: { active?: boolean; formActive?: boolean } = {}) {
    const ride = await createRidePackage(t.db, { active: overrides.active ?? true });
    const saved = await asAdmin(`/api/admin/form-targets/ride/${ride.id}`, {
      method: 'PUT',
      json: { title: 'Book this ride', fields: allTypes, active: overrides.formActive ?? true },
    });
    expect(saved.status).toBe(200);
    return { ride, form: saved.data.form as { id: string } };
  }

  return { t, admin, member, other, asAdmin, asMember, rideWithForm };
}
