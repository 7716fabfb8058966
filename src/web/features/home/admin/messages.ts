import { deleteConfirmation } from '../../../../shared/domains/content-admin';

/**
 * Texts of the home page's managers. The spec gives these screens no words of their own, so they follow the
 * other managers' (admin-back-office.md §8): "Failed to load …", "Failed to add/update/delete …", "… updated
 * successfully", and the confirmation "Are you sure you want to delete this …?".
 */
function textsFor(one: string, many: string) {
  const capital = one.charAt(0).toUpperCase() + one.slice(1);
  return {
    loading: `Loading ${many}...`,
    loadFailed: `Failed to load ${many}. Please try again later.`,
    empty: `No ${many} found`,
    addFailed: `Failed to add ${one}`,
    updateFailed: `Failed to update ${one}`,
    deleteFailed: `Failed to delete ${one}`,
    moveFailed: `Failed to move ${one}`,
    added: `${capital} added successfully`,
    updated: `${capital} updated successfully`,
    deleted: `${capital} deleted successfully`,
    confirmDelete: deleteConfirmation(one),
  };
}

export const slideTexts = {
  ...textsFor('hero slide', 'hero slides'),
  title: 'Hero Slides',
  description:
    'The slides at the top of the home page, in order. A slide shows while it is active and inside its window.',
  add: 'Add New Hero Slide',
};

export const adTexts = {
  ...textsFor('ad', 'ads'),
  title: 'Hero Ads',
  description:
    'Banners placed on the site (position hero: under the home slider), in order, between their start and end.',
  add: 'Add New Ad',
};

export const partnerTexts = {
  ...textsFor('partner', 'partners'),
  title: 'Partners',
  description: 'The partners strip at the foot of the site: logo, link and order.',
  add: 'Add New Partner',
};

export const featuredTexts = {
  title: 'Featured Order',
  description:
    'The items starred for the home page, per section, in the order the section shows them (at most 3 show).',
  loadFailed: 'Failed to load featured items. Please try again later.',
  empty: 'No featured items in this section. Star an item on its card to feature it.',
  moveFailed: 'Failed to move featured item',
  unfeature: 'Unfeature',
  unfeatureFailed: 'Failed to update feature status',
  unfeatureConfirm: 'Are you sure you want to take this item off the home page?',
  inactive: 'Inactive: not shown',
  beyond: 'Not shown: the section shows 3',
};

/** Under a window's inputs: what the times mean. */
export const windowHint = 'In your own time zone. Leave blank for no limit.';
