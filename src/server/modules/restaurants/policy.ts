import { isAdmin, type Actor } from '../../app-env';

/** Inactive restaurants are the back office's business: administrators see them, nobody else does. */
export const canSeeInactiveRestaurants = (actor: Actor | null): boolean => isAdmin(actor);
