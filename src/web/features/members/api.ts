import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { DirectoryMember, MemberPublicProfile } from '../../../shared/domains/fete-nation';
import { badgeEndpoints } from '../../endpoints/badges';
import { memberAreaEndpoints as e } from '../../endpoints/member-areas';
import type { MyBadges } from '../../../shared/domains/badges';
import type { MemberProfile } from '../../../shared/domains/members';
import type { ListParams } from '../../components/listing/use-list-query';
import { call, endpointListQuery, endpointQuery, write } from '../../lib/client';

export type { DirectoryMember, MemberProfile, MemberPublicProfile };

/**
 * The Fete ID pass: issued afresh each time the dashboard loads (never served from an old cache entry). Asked even
 * when the browser says it is offline: the service worker answers with the pass it kept (decision 0051).
 */
export const feteIdPassQuery = (viewer: string) =>
  queryOptions({
    ...endpointQuery(e.feteIdPass, {}, viewer),
    staleTime: 0,
    gcTime: 0,
    networkMode: 'offlineFirst',
  });

export const passVerdictQuery = (token: string) =>
  queryOptions({ ...endpointQuery(e.verifyPass, { query: { token } }), staleTime: 0 });

/** The member's active badges (dashboard panel, avatar menu): the `badges` resource, refreshed by every badge write. */
export const myBadgesQuery = (viewer: string) =>
  queryOptions({
    ...endpointQuery(badgeEndpoints.mine, {}, viewer),
    select: (answer: MyBadges) => answer.badges,
  });

/** The signed-in member's profile (the settings' sections); the cache holds the answer, `{ profile }`. */
export const myProfileQuery = (viewer: string) =>
  queryOptions({
    ...endpointQuery(e.me, {}, viewer),
    select: (answer: { profile: MemberProfile }) => answer.profile,
  });

/**
 * The member's writes to their own account. Each makes the `members` reads stale (their profile here, the back
 * office's Users page), and a change of name, place or picture the session and Fete Nation too.
 */
export function memberApi(queryClient: QueryClient) {
  return {
    updateProfile: (input: { firstName: string; lastName: string }) =>
      write(queryClient, e.updateProfile, { body: input }),
    updateLocation: (input: { territory: string; locality: string }) =>
      write(queryClient, e.updateLocation, { body: input }),
    setCommunityVisibility: (showInCommunity: boolean) =>
      write(queryClient, e.setCommunityVisibility, { body: { showInCommunity } }),
    changePassword: (input: { currentPassword: string; newPassword: string; confirmPassword: string }) =>
      write(queryClient, e.changePassword, { body: input }),
    setAvatar: (uploadId: string) => write(queryClient, e.setAvatar, { body: { uploadId } }),
    removeAvatar: () => write(queryClient, e.removeAvatar),
    /** The dashboard's "Resend verification email". */
    resendVerificationEmail: () => write(queryClient, e.resendVerificationEmail),
    /** /verify-email?token=…: the mailed link confirms the address (signed in or not). */
    verifyEmail: (token: string) => write(queryClient, e.verifyEmail, { body: { token } }),
    /** Renew Gold from the expiry the member sees (the Fete ID card, the sign-in's warning). */
    renewMembership: (expiresAt: string) => write(queryClient, e.renewMembership, { body: { expiresAt } }),
    /** Renew an ended Gold membership with the token of the sign-in's refusal (no session yet). */
    renewExpiredMembership: (token: string) =>
      write(queryClient, e.renewExpiredMembership, { body: { token } }),
  };
}

/**
 * The member's password comes with it (the server asks again before deleting). Nothing is made stale: the
 * member leaves, and leaving drops everything cached for them (clearSession).
 */
export const deleteAccount = (password: string) => call(e.deleteAccount, { body: { password } });

export const directoryQuery = (viewer: string, params: ListParams) =>
  endpointListQuery(e.directory, { query: params }, viewer);

export const memberProfileQuery = (viewer: string, id: string) =>
  endpointQuery(e.directoryProfile, { params: { member: id } }, viewer);
