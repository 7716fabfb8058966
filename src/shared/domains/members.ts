import { z } from 'zod';
import { instantString, listResponseSchema } from '../schemas/common';

/** A member's profile as they (and the back office's member search) see it. Moments are ISO strings. */
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
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

/** GET, PATCH /api/members/me and the picture routes. */
export const profileResponseSchema = z.object({ profile: memberProfileSchema });

/** GET /api/admin/members */
export const memberPageSchema = listResponseSchema(memberProfileSchema);
export type MemberPage = z.infer<typeof memberPageSchema>;

export const successSchema = z.object({ success: z.literal(true) });
