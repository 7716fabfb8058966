/** The server and members the administrators' Users test files share. */
import { newMember, requestAs, signedInForFile } from '../../auth/testing';
import { testServerForFile } from '../../test/harness';

/**
 * The calling file's test server with an administrator and three members, signed in before its first test
 * (`signedInForFile`); `call` requests as the administrator unless `init` names another cookie.
 */
export function adminUsersTesting() {
  const t = testServerForFile();
  const { admin, member } = signedInForFile(t, {
    member: { firstName: 'Kes', lastName: 'Dieffenthaller', email: 'kes.users@example.com' },
    patrice: { firstName: 'Patrice', lastName: 'Roberts', email: 'patrice.users@example.com' },
    nailah: { firstName: 'Nailah', lastName: 'Blackman', email: 'nailah.users@example.com' },
  });
  const call = requestAs(t, admin);

  /** A member of their own for each test that changes one. */
  const freshMember = (tag: string) =>
    newMember(t, { firstName: 'Fresh', lastName: tag, email: `fresh.${tag}@example.com` });

  return { t, admin, member, call, freshMember };
}
