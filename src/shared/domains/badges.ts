import { z } from 'zod';
import { itemsSchema, listResponseSchema, paginationSchema } from '../schemas/common';
import { requiredTextField } from '../schemas/form-fields';
import { isAdmin, type MaybeViewer } from './viewer';

/**
 * Badges (admin-back-office.md §2 Badge management; member-areas.md §2 Dashboard). A badge type is defined once
 * by an administrator and awarded to members; a revoked award stays as history (`active = false`).
 */

/** A badge type as every badge answer shows it: its name, words, colour, icon and benefits. */
const badgeLookSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  iconUrl: z.string().nullable(),
  benefits: z.array(z.string()),
});

/** What a member's badge looks like wherever it is shown: dashboard panel, Fete Nation profile, avatar menu. */
export const badgeSummarySchema = badgeLookSchema.extend({ awardedAt: z.string() });
export type BadgeSummary = z.infer<typeof badgeSummarySchema>;

/** GET /api/me/badges: the member's active badges, oldest award first (dashboard panel, avatar menu). */
export const myBadgesSchema = z.object({ badges: z.array(badgeSummarySchema) });
export type MyBadges = z.infer<typeof myBadgesSchema>;

/* The back office (admin-back-office.md §2 Badge management, §5, §8, §9). */

/** Administrators define badge types and award and revoke them; a member sees their own active badges. */
export const badgePolicy = {
  manage: (viewer: MaybeViewer) => isAdmin(viewer),
};

export const badgeMessages = {
  requiredFields: 'Please fill in all required fields',
  oneBenefit: 'Please add at least one benefit',
  selectBoth: 'Please select a badge and a user',
  colorFormat: 'Please enter a colour as #RRGGBB',
  nameTaken: 'A badge type with this name already exists',
  iconRefused: 'Please upload the icon again',
  alreadyHeld: 'This member already holds this badge',
  typeNotFound: 'Badge type not found',
  awardNotFound: 'Badge not found',
  userNotFound: 'User not found',
  loadTypesFailed: 'Failed to load badge types',
  loadAwardsFailed: 'Failed to load user badges',
  created: 'Badge type created successfully',
  updated: 'Badge type updated successfully',
  deleted: 'Badge type deleted successfully',
  assigned: 'Badge assigned successfully',
  revoked: 'Badge revoked successfully',
  createFailed: 'Failed to create badge type',
  updateFailed: 'Failed to update badge type',
  deleteFailed: 'Failed to delete badge type',
  assignFailed: 'Failed to assign badge',
  /** admin-back-office.md §6: assigning needs a signed-in administrator (the session ended meanwhile). */
  notAuthenticated: 'Not authenticated',
  revokeFailed: 'Failed to revoke badge',
  searchFailed: (message: string) => `Error searching users: ${message}`,
  noTypes: 'No badge types found. Create your first badge type!',
  noAwards: 'No badges have been assigned yet.',
  confirmDelete:
    'Are you sure you want to delete this badge type? It will also be removed from every member who holds it.',
  confirmRevoke: 'Are you sure you want to revoke this badge?',
  awardTitle: 'New Badge Awarded!',
  awardMessage: (name: string) => `You have been awarded the ${name} badge.`,
} as const;

export const BADGE_NAME_MAX = 80;
export const BADGE_DESCRIPTION_MAX = 500;
export const BADGE_BENEFIT_MAX = 200;
export const BADGE_BENEFITS_MAX = 20;

const required = (max: number) =>
  requiredTextField(badgeMessages.requiredFields, max, `Please keep this to ${max} characters`);

/** POST and PUT /api/admin/badge-types: the create form and the inline edit share it. */
export const badgeTypeInputSchema = z.strictObject({
  name: required(BADGE_NAME_MAX),
  description: required(BADGE_DESCRIPTION_MAX),
  color: z
    .string({ error: badgeMessages.requiredFields })
    .trim()
    .regex(/^#[0-9A-Fa-f]{6}$/, badgeMessages.colorFormat),
  /** An upload's URL (POST /api/uploads, purpose image); empty or null: no icon, a colour circle instead. */
  iconUrl: z.string().trim().max(2000).nullable().optional(),
  benefits: z
    .array(required(BADGE_BENEFIT_MAX), { error: badgeMessages.oneBenefit })
    .min(1, badgeMessages.oneBenefit)
    .max(BADGE_BENEFITS_MAX, `At most ${BADGE_BENEFITS_MAX} benefits`),
});
export type BadgeTypeInput = z.infer<typeof badgeTypeInputSchema>;

export const badgeTypeSchema = badgeLookSchema.extend({
  /** How many members hold it now (the delete warning names it). */
  holders: z.number().int().min(0),
});
export type BadgeType = z.infer<typeof badgeTypeSchema>;
export const badgeTypeListSchema = itemsSchema(badgeTypeSchema);
export const badgeTypeResponseSchema = z.object({ badgeType: badgeTypeSchema });

/** POST /api/admin/user-badges */
export const awardInputSchema = z.strictObject({
  badgeId: z.uuid({ error: badgeMessages.selectBoth }),
  userId: z.string({ error: badgeMessages.selectBoth }).trim().min(1, badgeMessages.selectBoth).max(100),
});
export type AwardInput = z.infer<typeof awardInputSchema>;

/** An active award as the User Badges table shows it: Badge, User, Awarded By, Date. */
export const awardSchema = z.object({
  id: z.uuid(),
  badge: z.object({ id: z.uuid(), name: z.string(), color: z.string(), iconUrl: z.string().nullable() }),
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** null once the awarding administrator's account is gone. */
  awardedBy: z.string().nullable(),
  awardedAt: z.string(),
});
export type Award = z.infer<typeof awardSchema>;
export const awardListSchema = listResponseSchema(awardSchema);
export const awardListQuerySchema = paginationSchema;
export const awardResponseSchema = z.object({ award: awardSchema });
