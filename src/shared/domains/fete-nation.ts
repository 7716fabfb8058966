import { z } from 'zod';
import { canSchema } from '../schemas/listing';
import { memberCardSchema } from '../schemas/members';
import { TERRITORIES } from '../constants';
import { badgeSummarySchema } from './badges';
import { listQuerySchema, listResponseSchema, optionalChoice } from '../schemas/common';

/**
 * Fete Nation (member-areas.md §2): the member directory, for members only. Searched, filtered and paged on
 * the server. Members who turned off "Show me on attendee lists and in Fete Nation", suspended members, and
 * members with a block either way with the viewer are not listed, and their profile is "User not found".
 */

export const feteNationMessages = {
  empty: 'No users found',
  notFound: 'User not found',
  loadFailed: 'Failed to load members',
  membersOnly: 'Members Only',
} as const;

export const directoryQuerySchema = listQuerySchema.extend({
  territory: optionalChoice(
    TERRITORIES as unknown as [string, ...string[]],
    'Please choose a territory from the list',
  ),
});
export type DirectoryQuery = z.infer<typeof directoryQuerySchema>;

export const directoryMemberSchema = memberCardSchema.extend({
  territory: z.string(),
  locality: z.string(),
});
export type DirectoryMember = z.infer<typeof directoryMemberSchema>;
export const directoryPageSchema = listResponseSchema(directoryMemberSchema);
export type DirectoryPage = z.infer<typeof directoryPageSchema>;

export const attendedEventSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  date: z.string(),
  endDate: z.string().nullable(),
  location: z.string(),
  imageUrl: z.string().nullable(),
});

export const memberPublicProfileSchema = z.object({
  member: directoryMemberSchema.extend({
    badges: z.array(badgeSummarySchema),
    events: z.array(attendedEventSchema),
  }),
  /** Start Chat and Block: not on one's own profile. */
  can: canSchema('chat', 'block'),
});
export type MemberPublicProfile = z.infer<typeof memberPublicProfileSchema>;
