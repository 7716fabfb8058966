/** Texts of member-areas.md §2 and §8 that are not in src/shared/errors.ts. */
export const memberMessages = {
  noUsers: 'No users found',
  userNotFound: 'User not found',
  noLikes: "You haven't liked any items yet",
  notAttending: "You're not attending any events yet",
  noReceipts: "You don't have any receipts yet",
  noForms: "You haven't submitted any forms yet",
} as const;
