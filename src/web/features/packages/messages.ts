export const packageMessages = {
  noPackages: 'No packages available at the moment...',
  membersOnly: 'Members Only',
} as const;
