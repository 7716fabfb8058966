import type { PackageColor } from '../../../shared/domains/packages';

/**
 * The 12 card gradients (member-areas.md §9). Whole class names, so Tailwind finds them; the text colour
 * follows `textColorFor` (black on Amber and Yellow).
 */
export const paletteClasses: Record<PackageColor, string> = {
  red: 'bg-gradient-to-br from-red-500 to-rose-700',
  orange: 'bg-gradient-to-br from-orange-500 to-red-600',
  amber: 'bg-gradient-to-br from-amber-300 to-amber-500',
  yellow: 'bg-gradient-to-br from-yellow-200 to-yellow-400',
  lime: 'bg-gradient-to-br from-lime-600 to-green-700',
  green: 'bg-gradient-to-br from-green-600 to-emerald-800',
  teal: 'bg-gradient-to-br from-teal-600 to-teal-800',
  cyan: 'bg-gradient-to-br from-cyan-600 to-sky-800',
  blue: 'bg-gradient-to-br from-blue-600 to-blue-800',
  indigo: 'bg-gradient-to-br from-indigo-600 to-indigo-900',
  purple: 'bg-gradient-to-br from-purple-600 to-fuchsia-800',
  pink: 'bg-gradient-to-br from-pink-500 to-rose-700',
};

export const paletteLabel = (color: string) => color.charAt(0).toUpperCase() + color.slice(1);

export const gradientOf = (color: string) => paletteClasses[color as PackageColor] ?? paletteClasses.red;

export const textClassOf = (textColor: string) => (textColor === 'black' ? 'text-night-900' : 'text-white');
