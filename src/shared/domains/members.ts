import { z } from 'zod';
import { instantString } from '../schemas/common';

/** A member's profile as they see it. Moments are ISO strings. */
export const memberProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  territory: z.string(),
  locality: z.string(),
  avatarUrl: z.string().nullable(),
  role: z.string(),
  membershipType: z.string(),
  membershipExpiresAt: instantString.nullable(),
  createdAt: instantString,
  /** Whole days until the membership expires (0 once expired); null when it never expires. */
  membershipDaysLeft: z.number().int().nullable(),
  /** "Show me on attendee lists and in Fete Nation" (settings); on by default. */
  showInCommunity: z.boolean(),
  /** The address was confirmed through the mailed link: attending, rating, chatting and uploading wait for it. */
  emailVerified: z.boolean(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

/** GET, PATCH /api/members/me and the picture routes. */
export const profileResponseSchema = z.object({ profile: memberProfileSchema });

export const successSchema = z.object({ success: z.literal(true) });

/** PUT /api/members/me/community: "Show me on attendee lists and in Fete Nation". */
export const communityVisibilitySchema = z.strictObject({
  showInCommunity: z.boolean({ error: 'Please choose whether to show you on attendee lists' }),
});
export type CommunityVisibility = z.infer<typeof communityVisibilitySchema>;

/** POST /api/members/verify-email: the token of the mailed link. */
export const verifyEmailSchema = z.strictObject({
  token: z.string({ error: 'The verification link is missing its token' }).trim().min(1).max(4096),
});
