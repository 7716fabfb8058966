import { isAdmin, type Actor } from '../../app-env';

/** Inactive events are the back office's business: administrators see them, nobody else does. */
export const canSeeInactiveEvents = (actor: Actor | null): boolean => isAdmin(actor);
