import { restaurantAdminMessages } from '../../../../shared/domains/restaurant-manage';

/**
 * Texts of the restaurants manager and the owner's page: the spec's (admin-back-office.md §5, §8;
 * member-areas.md §2, §8) from the shared contract, and this screen's own where the spec gives none.
 */
export const manageMessages = {
  ...restaurantAdminMessages,
  menuItemUpdateFailed: 'Failed to update menu item',
  confirmDeleteMenuItem: 'Are you sure you want to delete this menu item?',
  photoAddFailed: 'Failed to add photo',
  photoUpdateFailed: 'Failed to update photo',
  photoDeleteFailed: 'Failed to remove photo',
  confirmDeletePhoto: 'Are you sure you want to remove this photo?',
  discountUpdateFailed: 'Failed to update discount',
  confirmDeleteDiscount: 'Are you sure you want to delete this discount?',
  ownerFailed: 'Failed to update restaurant owner',
  noMenu: 'No menu items yet',
  noPhotos: 'No photos yet',
  noDiscounts: 'No discounts yet',
  inactiveNotice:
    'This restaurant is inactive: visitors do not see it on Fete Eats. An administrator can activate it again.',
} as const;
