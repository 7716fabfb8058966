import { isAdmin, type Actor } from '../../app-env';

/** Inactive products (withdrawn, or a lapsed vendor registration) are in the shop for administrators only. */
export function seesInactiveProducts(actor: Actor | null): boolean {
  return isAdmin(actor);
}
