/**
 * Who is looking: the signed-in member (the server's actor, the web's session user) or null for a visitor.
 * Policies take a Viewer so the server and the web answer "may they?" with the same functions.
 */
export interface Viewer {
  id: string;
  role: string;
}

export type MaybeViewer = Viewer | null | undefined;

/** The one admin check of the code base. */
export const isAdmin = (viewer: MaybeViewer): boolean => viewer?.role === 'admin';

export const isSignedIn = (viewer: MaybeViewer): viewer is Viewer => !!viewer;

/**
 * Attending, rating, chatting, uploading and Fete Nation wait for a verified e-mail address (a link mailed at
 * sign-up); signing in and browsing do not. Administrators never wait: another administrator vouched for them.
 */
export const hasVerifiedEmail = (
  viewer: (Viewer & { emailVerified?: boolean }) | null | undefined,
): boolean => !!viewer && (viewer.emailVerified === true || isAdmin(viewer));

/** Owners (restaurants, receipts, organisers …) act on their own rows; administrators act on every row. */
export const ownsOrAdmin = (viewer: MaybeViewer, ownerId: string | null | undefined): boolean =>
  isAdmin(viewer) || (!!viewer && !!ownerId && ownerId === viewer.id);

/**
 * Inactive rows (withdrawn listings, lapsed registrations) are the back office's business: administrators
 * see them in lists, details, likes and ratings; to anyone else they do not exist (404).
 */
export const seesInactive = (viewer: MaybeViewer): boolean => isAdmin(viewer);

/** What a detail response says the viewer may do with the item; the UI shows controls from it. */
export type Can<A extends string> = Record<A, boolean>;
