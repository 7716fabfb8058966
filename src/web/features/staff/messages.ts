export const staffMessages = {
  noPositions: 'No positions are currently available. Please check back later.',
  positionsLoadFailed: 'Failed to load available positions. Please try again later.',
} as const;
