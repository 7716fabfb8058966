/** The server and people the restaurant managers' test files share. */
import { beforeAll } from 'vitest';
import { signInAdmin, newMember, type SignedIn } from '../../auth/testing';
import { testServerForFile } from '../../test/harness';

export const validRestaurant = { name: 'Doubles Corner', location: 'Curepe Junction' };

type Init = { method?: string; json?: unknown; cookie?: string };

/**
 * The calling file's test server with an administrator, a member who will own restaurants and another member,
 * signed in before its first test (the objects are filled in then), and requests as nobody, the administrator
 * or the owner.
 */
export function restaurantManageTesting() {
  const t = testServerForFile();
  const admin = {} as SignedIn;
  const owner = {} as SignedIn;
  const other = {} as SignedIn;
  beforeAll(async () => {
    Object.assign(admin, await signInAdmin(t));
    Object.assign(owner, await newMember(t, { firstName: 'Roti', lastName: 'Owner' }));
    Object.assign(other, await newMember(t, { firstName: 'Nosy', lastName: 'Neighbour' }));
  });
  const call = (path: string, init: Init = {}) => t.request(path, init);
  const asAdmin = (path: string, init: Init = {}) => call(path, { cookie: admin.cookie, ...init });
  const asOwner = (path: string, init: Init = {}) => call(path, { cookie: owner.cookie, ...init });
  return { t, admin, owner, other, call, asAdmin, asOwner };
}
