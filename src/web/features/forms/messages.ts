export const formMessages = {
  invalidType: 'Invalid form type or ID',
  unavailable: 'This form is currently unavailable',
  noFormForAdmin: 'No form has been created for this item yet',
} as const;
