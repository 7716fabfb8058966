import { memberAreaEndpoints as e } from '../../../shared/contracts/member-areas';
import { feteNationMessages } from '../../../shared/domains/fete-nation';
import { describeAuthRoutes } from '../../auth/auth-routes';
import { expireSessionCookies } from '../../auth/session';
import { resendVerificationMail, verifyEmailAddress } from '../../auth/verification';
import { confirmPassword } from '../../auth/reauthentication';
import { getMyFeteIdPass, verifyFeteIdPass } from './fete-id';
import { renewExpiredMembership, renewMyMembership } from './renewal';
import { memberRateLimit } from '../../platform/rate-limit';
import type { Routes } from '../../platform/http';
import { registerUserAdminRoutes } from './admin-routes';
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

  routes.implement(e.directory, { keep: 'per-member' }, ({ c, actor, query }) =>
    memberDirectory(c.get('deps').db, actor, query),
  );

  routes.implement(
    e.directoryProfile,
    { notFound: feteNationMessages.notFound, keep: 'per-member' },
    ({ c, actor, params }) => memberPublicProfile(c.get('deps').db, actor, params.member),
  );

  routes.implement(e.me, { keep: 'per-member' }, async ({ c, actor }) => ({
    profile: await getMyProfile(c.get('deps').db, actor),
  }));

  routes.implement(e.updateProfile, {}, async ({ c, actor, body }) => ({
    profile: await updateMyProfile(c.get('deps').db, actor, body),
  }));

  routes.implement(e.updateLocation, {}, async ({ c, actor, body }) => ({
    profile: await updateMyLocation(c.get('deps').db, actor, body),
  }));

  routes.implement(e.setCommunityVisibility, {}, async ({ c, actor, body }) => ({
    profile: await setMyCommunityVisibility(c.get('deps').db, actor, body),
  }));

  // Kept per member: the day's pass it issues was issued when the answer was built (issuing it again changes nothing).
  routes.implement(e.feteIdPass, { keep: 'per-member' }, ({ c, actor }) =>
    getMyFeteIdPass(c.get('deps'), actor),
  );

  routes.implement(
    e.renewMembership,
    { middleware: [memberRateLimit('membership-renewal')] },
    ({ c, actor, body }) => renewMyMembership(c.get('deps'), actor, body),
  );

  routes.implement(e.renewExpiredMembership, {}, ({ c, body }) =>
    renewExpiredMembership(c.get('deps'), body),
  );

  routes.implement(e.verifyPass, {}, ({ c, query }) => verifyFeteIdPass(c.get('deps'), query.token));

  routes.implement(e.setAvatar, {}, async ({ c, actor, body }) => ({
    profile: await setMyAvatar(c.get('deps'), actor, body),
  }));

  routes.implement(e.removeAvatar, {}, async ({ c, actor }) => ({
    profile: await removeMyAvatar(c.get('deps'), actor),
  }));

  routes.implement(e.verifyEmail, {}, async ({ c, body }) => {
    await verifyEmailAddress(c.get('deps'), body.token);
    return { success: true } as const;
  });

  routes.implement(e.resendVerificationEmail, {}, async ({ c, actor }) => {
    await resendVerificationMail(c.get('deps'), actor);
    return { success: true } as const;
  });

  routes.implement(e.changePassword, {}, async ({ c, actor, body }) => {
    await changeMyPassword(c.get('deps'), actor, body, c.req.raw.headers);
    return { success: true } as const;
  });

  routes.implement(e.deleteAccount, {}, async ({ c, actor, body }) => {
    const deps = c.get('deps');
    await confirmPassword(deps, actor, body.password, c.req.raw.headers);
    await deleteMyAccount(deps, actor);
    await expireSessionCookies(c, deps);
    return { id: actor.id, deleted: true } as const;
  });
}
