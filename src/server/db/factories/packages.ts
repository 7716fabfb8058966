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

export function packageInput(overrides: Partial<NewPackage> = {}): NewPackage {
  const n = next('package');
  const base = rotate(DEFAULT_PACKAGES, n);
  const bgColor = overrides.bgColor ?? base.bgColor;
  return { ...base, bgColor, textColor: textColorFor(bgColor), sortOrder: n, active: true, ...overrides };
}

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

export function ridePackageInput(overrides: Partial<NewRidePackage> = {}): NewRidePackage {
  const n = next('ride-package');
  const base = rotate(DEFAULT_RIDES, n);
  const bgColor = overrides.bgColor ?? base.bgColor;
  return { ...base, bgColor, textColor: textColorFor(bgColor), sortOrder: n, active: true, ...overrides };
}

export const createRidePackage = inserter(ridePackages, ridePackageInput);
