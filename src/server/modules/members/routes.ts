import {
  avatarUpdateSchema,
  deleteAccountSchema,
  locationUpdateSchema,
  passwordChangeSchema,
  profileUpdateSchema,
} from '../../../shared/schemas/account';
import { describeAuthRoutes } from '../../auth/auth-routes';
import { expireSessionCookies } from '../../auth/session';
import { resendVerificationMail, verifyEmailAddress } from '../../auth/verification';
import { confirmPassword } from '../../auth/reauthentication';
import {
  communityVisibilitySchema,
  profileResponseSchema,
  successSchema,
  verifyEmailSchema,
} from '../../../shared/domains/members';
import { feteIdPassSchema, passVerdictSchema, passVerifyQuerySchema } from '../../../shared/domains/fete-id';
import { getMyFeteIdPass, verifyFeteIdPass } from './fete-id';
import type { Routes } from '../../platform/http';
import { registerUserAdminRoutes } from './admin-routes';
import {
  directoryPageSchema,
  directoryQuerySchema,
  feteNationMessages,
  memberPublicProfileSchema,
} from '../../../shared/domains/fete-nation';
import {
  memberDirectory,
  memberPublicProfile,
  changeMyPassword,
  deleteMyAccount,
  getMyProfile,
  removeMyAvatar,
  setMyAvatar,
  setMyCommunityVisibility,
  updateMyLocation,
  updateMyProfile,
} from './service';

export function registerMemberRoutes(routes: Routes): void {
  // Accounts themselves (sign-up, sign-in, password reset) are served by better-auth under /api/auth.
  describeAuthRoutes(routes);
  registerUserAdminRoutes(routes);

  routes.get(
    '/api/members/directory',
    {
      summary:
        'Fete Nation: members by first name, with name search (`q`), `territory` and paging. Members only; those who opted out, are suspended, or have a block either way with me are not listed.',
      auth: 'user',
      query: directoryQuerySchema,
      response: directoryPageSchema,
      tags: ['fete-nation'],
    },
    ({ c, actor, query }) => memberDirectory(c.get('deps').db, actor, query),
  );

  routes.get(
    '/api/members/directory/:member',
    {
      summary:
        'A Fete Nation profile: name, picture, territory, locality, active badges and the upcoming events they attend. 404 "User not found" for a member not listed to me.',
      auth: 'user',
      notFound: feteNationMessages.notFound,
      response: memberPublicProfileSchema,
      tags: ['fete-nation'],
    },
    ({ c, actor, params }) => memberPublicProfile(c.get('deps').db, actor, params.member),
  );

  routes.get(
    '/api/members/me',
    { summary: `The signed-in member's profile.`, auth: 'user', response: profileResponseSchema },
    async ({ c, actor }) => ({ profile: await getMyProfile(c.get('deps').db, actor) }),
  );

  routes.patch(
    '/api/members/me',
    {
      summary: `Edit Profile: first and last name.`,
      auth: 'user',
      body: profileUpdateSchema,
      response: profileResponseSchema,
    },
    async ({ c, actor, body }) => ({ profile: await updateMyProfile(c.get('deps').db, actor, body) }),
  );

  routes.patch(
    '/api/members/me/location',
    {
      summary: `Update Location: territory (from the shared list) and locality.`,
      auth: 'user',
      body: locationUpdateSchema,
      response: profileResponseSchema,
    },
    async ({ c, actor, body }) => ({ profile: await updateMyLocation(c.get('deps').db, actor, body) }),
  );

  routes.put(
    '/api/members/me/community',
    {
      summary:
        'Settings: "Show me on attendee lists and in Fete Nation" (default on). Off: the member is still counted among attendees but not named.',
      auth: 'user',
      body: communityVisibilitySchema,
      response: profileResponseSchema,
    },
    async ({ c, actor, body }) => ({
      profile: await setMyCommunityVisibility(c.get('deps').db, actor, body),
    }),
  );

  routes.get(
    '/api/members/me/fete-id',
    {
      summary:
        'The Fete ID pass: a QR code (SVG) of /fete-id/verify?token=… with a signed token valid 24 hours, issued afresh on each call (decision 0023).',
      auth: 'user',
      response: feteIdPassSchema,
    },
    ({ c, actor }) => getMyFeteIdPass(c.get('deps'), actor),
  );

  routes.get(
    '/api/fete-id/verify',
    {
      summary:
        "Door check of a Fete ID pass: valid, expired (the pass or the membership) or invalid (altered, forged, unknown member), with only the member's name and picture.",
      auth: 'public',
      query: passVerifyQuerySchema,
      response: passVerdictSchema,
      tags: ['members'],
    },
    ({ c, query }) => verifyFeteIdPass(c.get('deps'), query.token),
  );

  routes.put(
    '/api/members/me/avatar',
    {
      summary: `Use an upload of the member (POST /api/uploads with purpose avatar) as their picture; 404 for any other upload.`,
      auth: 'user',
      body: avatarUpdateSchema,
      response: profileResponseSchema,
    },
    async ({ c, actor, body }) => ({ profile: await setMyAvatar(c.get('deps'), actor, body) }),
  );

  routes.delete(
    '/api/members/me/avatar',
    { summary: `Remove the picture (initials are shown).`, auth: 'user', response: profileResponseSchema },
    async ({ c, actor }) => ({ profile: await removeMyAvatar(c.get('deps'), actor) }),
  );

  routes.post(
    '/api/members/verify-email',
    {
      summary:
        'Confirm the e-mail address with the token of the mailed link (/verify-email?token=…). Public: the link may ' +
        'be opened where the member is not signed in. 400 VERIFICATION_LINK_INVALID for a forged or expired link; ' +
        'a link already used answers success again.',
      auth: 'public',
      body: verifyEmailSchema,
      response: successSchema,
    },
    async ({ c, body }) => {
      await verifyEmailAddress(c.get('deps'), body.token);
      return { success: true } as const;
    },
  );

  routes.post(
    '/api/members/me/verification-email',
    {
      summary:
        "Mail the verification link again (the dashboard's Resend button). 409 when the address is already " +
        'verified; 429 after 3 an hour.',
      auth: 'user',
      response: successSchema,
    },
    async ({ c, actor }) => {
      await resendVerificationMail(c.get('deps'), actor);
      return { success: true } as const;
    },
  );

  routes.post(
    '/api/members/me/password',
    {
      summary:
        'Change Password. 422 with a message per field (wrong current password, too short, "Passwords do not match"); 429 after 10 attempts a minute. Ends the member\'s other sessions; this one stays signed in.',
      auth: 'user',
      body: passwordChangeSchema,
      response: successSchema,
    },
    async ({ c, actor, body }) => {
      await changeMyPassword(c.get('deps'), actor, body, c.req.raw.headers);
      return { success: true } as const;
    },
  );

  routes.delete(
    '/api/members/me',
    {
      summary:
        "Delete the account: profile, credentials, sessions, likes, attendance, ratings, applications, submissions and files. The member's password comes with it (422 on `password` when wrong, 429 after 10 tries a minute). Without a session: 401 SESSION_REQUIRED_FOR_DELETE. Clears the session cookie.",
      auth: 'user',
      unauthenticated: 'SESSION_REQUIRED_FOR_DELETE',
      body: deleteAccountSchema,
      response: successSchema,
    },
    async ({ c, actor, body }) => {
      const deps = c.get('deps');
      await confirmPassword(deps, actor, body.password, c.req.raw.headers);
      await deleteMyAccount(deps, actor);
      await expireSessionCookies(c, deps);
      return { success: true } as const;
    },
  );
}
