import { textColorFor } from '../../../shared/domains/packages';
import { packages, ridePackages, type NewPackage, type NewRidePackage } from '../schema';
import { inserter, next, rotate } from './util';

const DEFAULT_PACKAGES = [
  {
    title: 'Trinidad Carnival Complete',
    subtitle: '7 nights · costume · 3 all-inclusive fetes',
    description: 'Hotel in Woodbrook, a frontline costume, J’ouvert and three all-inclusive fetes.',
    bgColor: 'red',
  },
  {
    title: 'Crop Over Weekender',
    subtitle: '4 nights · Foreday Morning · Kadooment',
    description: 'South-coast hotel, Foreday Morning Jam and a Kadooment costume.',
    bgColor: 'amber',
  },
] as const;

export { textColorFor };

/**
 * The next of a kind's default cards (counted by `name`), listed last and active, its text colour the one
 * that reads on its background (the overrides' background when they give one).
 */
function cardInput<Card extends { bgColor: string }, New extends { bgColor?: string }>(
  name: string,
  cards: readonly Card[],
  overrides: Partial<New>,
) {
  const n = next(name);
  const base = rotate(cards, n);
  const bgColor = overrides.bgColor ?? base.bgColor;
  return { ...base, bgColor, textColor: textColorFor(bgColor), sortOrder: n, active: true, ...overrides };
}

export const packageInput = (overrides: Partial<NewPackage> = {}): NewPackage =>
  cardInput('package', DEFAULT_PACKAGES, overrides);

export const createPackage = inserter(packages, packageInput);

const DEFAULT_RIDES = [
  {
    title: 'J’ouvert Shuttle',
    subtitle: 'Hotel pick-up 3 AM · drop-off after sunrise',
    description: 'Air-conditioned shuttle from Port of Spain hotels to the J’ouvert start.',
    bgColor: 'purple',
  },
  {
    title: 'Airport Transfer',
    subtitle: 'Piarco to Port of Spain · any hour',
    description: 'A driver meets you at arrivals with a Fete sign.',
    bgColor: 'blue',
  },
] as const;

export const ridePackageInput = (overrides: Partial<NewRidePackage> = {}): NewRidePackage =>
  cardInput('ride-package', DEFAULT_RIDES, overrides);

export const createRidePackage = inserter(ridePackages, ridePackageInput);
