import { isAdmin, type Actor } from '../../app-env';

/**
 * A member may like what they can see: active items, or any item for administrators (who see inactive
 * ones in the lists). Anything else answers 404 as if it did not exist.
 */
export function canLikeInactive(actor: Actor): boolean {
  return isAdmin(actor);
}
