/** The server, people and application the staff test files share (staff-positions and staff-review). */
import { beforeAll } from 'vitest';
import { signInAdmin, newMember, type SignedIn } from '../../auth/testing';
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

type Init = { method?: string; json?: unknown };

/**
 * The calling file's test server with an administrator and two members, signed in before its first test (the
 * objects are filled in then), and requests as each of them.
 */
export function staffTesting() {
  const t = testServerForFile();
  const admin = {} as SignedIn;
  const member = {} as SignedIn;
  const other = {} as SignedIn;
  beforeAll(async () => {
    Object.assign(admin, await signInAdmin(t));
    Object.assign(
      member,
      await newMember(t, { firstName: 'Kaia', lastName: 'Baptiste', email: 'kaia.staff@example.com' }),
    );
    Object.assign(
      other,
      await newMember(t, { firstName: 'Marlon', lastName: 'Charles', email: 'marlon.staff@example.com' }),
    );
  });
  const as =
    (who: SignedIn) =>
    (path: string, init: Init = {}) =>
      t.request(path, { cookie: who.cookie, ...init });
  return { t, admin, member, other, asAdmin: as(admin), asMember: as(member), asOther: as(other) };
}
