import { badgeTypes, userBadges, type NewBadgeType, type NewUserBadge } from '../schema';
import { DEMO_BADGES } from '../../seed/content/site';
import { demoItems, inserter, next, rotate, uniqueTag } from './util';

const DEFAULT_BADGES = demoItems(DEMO_BADGES, ['Road Warrior', 'Fete Ambassador']);

/** A badge type; the name gets a suffix after the first round so repeated calls stay unique. */
export function badgeTypeInput(overrides: Partial<NewBadgeType> = {}): NewBadgeType {
  const n = next('badge-type');
  const base = rotate(DEFAULT_BADGES, n);
  const name = n <= DEFAULT_BADGES.length ? base.name : `${base.name} ${uniqueTag()}`;
  return { ...base, name, benefits: [...base.benefits], ...overrides };
}

export const createBadgeType = inserter(badgeTypes, badgeTypeInput);

export function userBadgeInput(
  userId: string,
  badgeId: string,
  overrides: Partial<NewUserBadge> = {},
): NewUserBadge {
  return { userId, badgeId, active: true, ...overrides };
}

export const createUserBadge = inserter(userBadges, userBadgeInput);
