/** The server, people and application the staff test files share (staff-positions and staff-review). */
import { requestAs, signedInForFile } from '../../auth/testing';
import { testServerForFile } from '../../test/harness';

export const UNKNOWN = '00000000-0000-4000-8000-000000000000';

export const applicationBody = (positionId: string, extra: Record<string, unknown> = {}) => ({
  positionId,
  fullName: 'Kaia Baptiste',
  email: 'kaia@example.com',
  phone: '+1 868 555 0199',
  experience: 'Three seasons on the road',
  skills: 'First aid',
  availability: 'Carnival week',
  coverLetter: 'I love mas.',
  agreeToTerms: true,
  ...extra,
});

/**
 * The calling file's test server with an administrator and two members, signed in before its first test
 * (`signedInForFile`), and requests as each of them.
 */
export function staffTesting() {
  const t = testServerForFile();
  const { admin, member, other } = signedInForFile(t, {
    member: { firstName: 'Kaia', lastName: 'Baptiste', email: 'kaia.staff@example.com' },
    other: { firstName: 'Marlon', lastName: 'Charles', email: 'marlon.staff@example.com' },
  });
  const [asAdmin, asMember, asOther] = [admin, member, other].map((who) => requestAs(t, who));
  return { t, admin, member, other, asAdmin, asMember, asOther };
}
