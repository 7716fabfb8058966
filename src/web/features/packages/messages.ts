export const packageMessages = {
  noPackages: 'No packages available at the moment...',
  membersOnly: 'Members Only',
  /** The delete's confirmation names what goes with the card (decision 0048). */
  formGoesToo: (formTitle: string, submissions: number) =>
    submissions === 0
      ? `Its form “${formTitle}” will be deleted too (it has no submissions yet).`
      : `Its form “${formTitle}” and its ${submissions} ${submissions === 1 ? 'submission' : 'submissions'} will be deleted too.`,
  typeTitle: (title: string) => `Type “${title}” to confirm`,
};
