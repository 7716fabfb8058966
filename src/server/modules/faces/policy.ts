import { isAdmin, type Actor } from '../../app-env';

/** Inactive providers exist only for administrators (lists, details, ratings); everyone else gets 404. */
export function seesInactiveProviders(actor: Actor | null): boolean {
  return isAdmin(actor);
}
