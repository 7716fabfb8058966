/** The server and members the administrators' Users test files share. */
import { beforeAll } from 'vitest';
import { signInAdmin, newMember, type SignedIn } from '../../auth/testing';
import { testServerForFile } from '../../test/harness';

type Init = { method?: string; json?: unknown; cookie?: string };

/**
 * The calling file's test server with an administrator and three members, signed in before its first test (the
 * objects are filled in then); `call` requests as the administrator unless `init` names another cookie.
 */
export function adminUsersTesting() {
  const t = testServerForFile();
  const admin = {} as SignedIn;
  const member = {} as SignedIn;
  beforeAll(async () => {
    Object.assign(admin, await signInAdmin(t));
    Object.assign(
      member,
      await newMember(t, { firstName: 'Kes', lastName: 'Dieffenthaller', email: 'kes.users@example.com' }),
    );
    await newMember(t, { firstName: 'Patrice', lastName: 'Roberts', email: 'patrice.users@example.com' });
    await newMember(t, { firstName: 'Nailah', lastName: 'Blackman', email: 'nailah.users@example.com' });
  });
  const call = (path: string, init: Init = {}) => t.request(path, { cookie: admin.cookie, ...init });

  /** A member of their own for each test that changes one. */
  const freshMember = (tag: string) =>
    newMember(t, { firstName: 'Fresh', lastName: tag, email: `fresh.${tag}@example.com` });

  return { t, admin, member, call, freshMember };
}
