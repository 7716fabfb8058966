import { isAdmin, type Actor } from '../../app-env';

/** Featuring decides what the home page shows: administrators only (also gated on /api/admin/*). */
export const canFeatureItems = (actor: Actor): boolean => isAdmin(actor);
