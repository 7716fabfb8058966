/** The server and people the restaurant managers' test files share. */
import { requestAs, signedInForFile, type RequestOptions } from '../../auth/testing';
import { testServerForFile } from '../../test/harness';

export const validRestaurant = { name: 'Doubles Corner', location: 'Curepe Junction' };

/**
 * The calling file's test server with an administrator, a member who will own restaurants and another member,
 * signed in before its first test (`signedInForFile`), and requests as nobody, the administrator
 * or the owner.
 */
export function restaurantManageTesting() {
  const t = testServerForFile();
  const { admin, owner, other } = signedInForFile(t, {
    owner: { firstName: 'Roti', lastName: 'Owner' },
    other: { firstName: 'Nosy', lastName: 'Neighbour' },
  });
  const call = (path: string, init: RequestOptions = {}) => t.request(path, init);
  return { t, admin, owner, other, call, asAdmin: requestAs(t, admin), asOwner: requestAs(t, owner) };
}
