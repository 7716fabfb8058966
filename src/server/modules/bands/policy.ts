import { isAdmin, type Actor } from '../../app-env';

/** Inactive bands are the back office's business: administrators see them, nobody else does. */
export const canSeeInactiveBands = (actor: Actor | null): boolean => isAdmin(actor);
