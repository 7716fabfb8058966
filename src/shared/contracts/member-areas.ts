import { endpoint } from '../contract';
import { accountDeletedSchema } from '../schemas/common';
import { feteIdPassSchema, passVerdictSchema, passVerifyQuerySchema } from '../domains/fete-id';
import {
  expiredRenewalSchema,
  membershipRenewalResponseSchema,
  membershipRenewalSchema,
} from '../domains/membership';
import { directoryPageSchema, directoryQuerySchema, memberPublicProfileSchema } from '../domains/fete-nation';
import {
  communityVisibilitySchema,
  profileResponseSchema,
  successSchema,
  verifyEmailSchema,
} from '../domains/members';
import {
  avatarUpdateSchema,
  deleteAccountSchema,
  locationUpdateSchema,
  passwordChangeSchema,
  profileUpdateSchema,
} from '../schemas/account';

/**
 * The member's own account (member-areas.md: settings, dashboard, Fete ID) and Fete Nation, the members'
 * directory. The account is the `members` resource, as the back office's Users page is: a member's change
 * refreshes the administrator's view and the other way round. A change of name, place or picture also makes the
 * session (the avatar menu's name and picture) stale. The directory keeps its own resource, `fete-nation`.
 */
export const memberAreaEndpoints = {
  directory: endpoint({
    method: 'get',
    path: '/api/members/directory',
    summary:
      'Fete Nation: members by first name, with name search (`q`), `territory` and paging. Members only; those who opted out, are suspended, or have a block either way with me are not listed.',
    auth: 'user',
    query: directoryQuerySchema,
    response: directoryPageSchema,
    tags: ['fete-nation'],
    resource: 'fete-nation',
  }),
  directoryProfile: endpoint({
    method: 'get',
    path: '/api/members/directory/:member',
    summary:
      'A Fete Nation profile: name, picture, territory, locality, active badges and the upcoming events they attend. 404 "User not found" for a member not listed to me.',
    auth: 'user',
    response: memberPublicProfileSchema,
    tags: ['fete-nation'],
    resource: 'fete-nation',
  }),
  me: endpoint({
    method: 'get',
    path: '/api/members/me',
    summary: `The signed-in member's profile.`,
    auth: 'user',
    response: profileResponseSchema,
    resource: 'members',
  }),
  updateProfile: endpoint({
    method: 'patch',
    path: '/api/members/me',
    summary: `Edit Profile: first and last name.`,
    auth: 'user',
    body: profileUpdateSchema,
    response: profileResponseSchema,
    resource: 'members',
    // The avatar menu shows the name from the session; Fete Nation shows it too.
    touches: ['session', 'fete-nation'],
  }),
  updateLocation: endpoint({
    method: 'patch',
    path: '/api/members/me/location',
    summary: `Update Location: territory (from the shared list) and locality.`,
    auth: 'user',
    body: locationUpdateSchema,
    response: profileResponseSchema,
    resource: 'members',
    touches: ['session', 'fete-nation'],
  }),
  setCommunityVisibility: endpoint({
    method: 'put',
    path: '/api/members/me/community',
    summary:
      'Settings: "Show me on attendee lists and in Fete Nation" (default on). Off: the member is still counted among attendees but not named.',
    auth: 'user',
    body: communityVisibilitySchema,
    response: profileResponseSchema,
    resource: 'members',
    // Whether the member is named on attendee lists and listed in Fete Nation.
    touches: ['fete-nation', 'attendance'],
  }),
  feteIdPass: endpoint({
    method: 'get',
    path: '/api/members/me/fete-id',
    summary:
      'The Fete ID pass: a QR code (SVG) of /fete-id/verify?token=… with a signed token valid 24 hours, issued afresh on each call (decision 0023).',
    auth: 'user',
    response: feteIdPassSchema,
    resource: 'members',
  }),
  verifyPass: endpoint({
    method: 'get',
    path: '/api/fete-id/verify',
    summary:
      "Door check of a Fete ID pass: valid, expired (the pass or the membership) or invalid (altered, forged, unknown member), with only the member's name and picture.",
    auth: 'public',
    query: passVerifyQuerySchema,
    response: passVerdictSchema,
    tags: ['members'],
    resource: 'members',
  }),
  setAvatar: endpoint({
    method: 'put',
    path: '/api/members/me/avatar',
    summary: `Use an upload of the member (POST /api/uploads with purpose avatar) as their picture; 404 for any other upload.`,
    auth: 'user',
    body: avatarUpdateSchema,
    response: profileResponseSchema,
    resource: 'members',
    touches: ['session', 'fete-nation'],
  }),
  removeAvatar: endpoint({
    method: 'delete',
    path: '/api/members/me/avatar',
    summary: `Remove the picture (initials are shown).`,
    auth: 'user',
    response: profileResponseSchema,
    resource: 'members',
    touches: ['session', 'fete-nation'],
  }),
  verifyEmail: endpoint({
    method: 'post',
    path: '/api/members/verify-email',
    summary:
      'Confirm the e-mail address with the token of the mailed link (/verify-email?token=…). Public: the link may ' +
      'be opened where the member is not signed in. 400 VERIFICATION_LINK_INVALID for a forged or expired link; ' +
      'a link already used answers success again.',
    auth: 'public',
    body: verifyEmailSchema,
    response: successSchema,
    resource: 'members',
  }),
  resendVerificationEmail: endpoint({
    method: 'post',
    path: '/api/members/me/verification-email',
    summary:
      "Mail the verification link again (the dashboard's Resend button). 409 when the address is already " +
      'verified; 429 after 3 an hour.',
    auth: 'user',
    response: successSchema,
    resource: 'members',
  }),
  changePassword: endpoint({
    method: 'post',
    path: '/api/members/me/password',
    summary:
      'Change Password. 422 with a message per field (wrong current password, too short, "Passwords do not match"); 429 after 10 attempts a minute. Ends the member\'s other sessions; this one stays signed in.',
    auth: 'user',
    body: passwordChangeSchema,
    response: successSchema,
    resource: 'members',
  }),
  deleteAccount: endpoint({
    method: 'delete',
    path: '/api/members/me',
    summary:
      "Delete the account: profile, credentials, sessions, likes, attendance, ratings, applications, submissions and files. The member's password comes with it (422 on `password` when wrong, 429 after 10 tries a minute). Without a session: 401 SESSION_REQUIRED_FOR_DELETE. Clears the session cookie and answers the deleted account's id.",
    auth: 'user',
    unauthenticated: 'SESSION_REQUIRED_FOR_DELETE',
    body: deleteAccountSchema,
    response: accountDeletedSchema,
    resource: 'members',
  }),
  renewMembership: endpoint({
    method: 'post',
    path: '/api/members/me/membership/renewal',
    summary:
      'Renew Gold (free): another 365 days from the later of now and the old expiry, from 30 days before the end ' +
      "(409 earlier). `expiresAt` is the expiry the member saw: when it is no longer the membership's (a second " +
      'click), nothing changes and the answer says `renewed: false`. 403 for a membership that is not Gold or never ' +
      'ends; 429 after 10 an hour. Writes a notification and an audit entry (decision 0044).',
    auth: 'user',
    body: membershipRenewalSchema,
    response: membershipRenewalResponseSchema,
    resource: 'members',
    // The card reads the expiry from the session; the bell shows the notification.
    touches: ['session', 'notifications'],
  }),
  renewExpiredMembership: endpoint({
    method: 'post',
    path: '/api/members/membership/renewal',
    summary:
      "Renew an ended Gold membership from the sign-in: the `renewalToken` of sign-in's 403 MEMBERSHIP_EXPIRED " +
      '(signed, 15 minutes, only the member it names and only for the expiry it names). 422 for a forged or stale ' +
      'token, 403 ACCOUNT_SUSPENDED; otherwise as POST /api/members/me/membership/renewal. Signs nobody in.',
    auth: 'public',
    body: expiredRenewalSchema,
    response: membershipRenewalResponseSchema,
    resource: 'members',
  }),
};
