import type { IconName } from '../components/ui/icon';

export interface NavItem {
  to: string;
  label: string;
  icon: IconName;
  /** One line for the home page's section tiles. */
  blurb: string;
}

/** The main sections, in the side navigation's order. */
export const mainNav: readonly NavItem[] = [
  { to: '/', label: 'Home', icon: 'home', blurb: 'The latest from the Fete community.' },
  { to: '/fete-guide', label: 'Fete Guide', icon: 'calendar', blurb: 'Parties, concerts and beach fetes.' },
  {
    to: '/fete-travel',
    label: 'Fete Travel',
    icon: 'globe',
    blurb: 'Festival, carnival and cruise destinations.',
  },
  {
    to: '/fete-destinations',
    label: 'Fete Destinations',
    icon: 'music',
    blurb: 'Carnival bands to play mas with.',
  },
  { to: '/fete-eats', label: 'Fete Eats', icon: 'utensils', blurb: 'Restaurants worth the trip.' },
  { to: '/fete-faces', label: 'Fete Faces', icon: 'sparkles', blurb: 'Make-up and beauty artists.' },
  { to: '/fete-marqet', label: 'Fete Marqet', icon: 'bag', blurb: 'Costumes, swimwear and carnival gear.' },
  { to: '/fete-packages', label: 'Fete Packages', icon: 'gift', blurb: 'Packages for members.' },
  { to: '/fete-rides', label: 'Fete Rides', icon: 'car', blurb: 'Rides to and from the fete, for members.' },
  { to: '/fete-nation', label: 'Fete Nation', icon: 'users', blurb: 'Meet members and start a chat.' },
];

export interface AdminNavItem {
  to: string;
  label: string;
  description: string;
  /** Shown disabled and labelled Coming Soon (admin-back-office.md §2). */
  comingSoon?: boolean;
  /** Has a tile on the Admin Dashboard. */
  tile?: boolean;
}

export const adminNav: readonly AdminNavItem[] = [
  { to: '/admin', label: 'Admin Dashboard', description: 'Everything the back office manages.' },
  { to: '/admin/events', label: 'Events', description: 'Add, edit and remove events.', tile: true },
  {
    to: '/admin/products',
    label: 'Products',
    description: 'Fete Marqet products and their shop links.',
    tile: true,
  },
  {
    to: '/admin/product-registrations',
    label: 'Product Registrations',
    description: 'Approve, reject and extend Marqet vendor registrations.',
    tile: true,
  },
  {
    to: '/admin/providers',
    label: 'Providers',
    description: 'Fete Faces make-up and beauty providers.',
    tile: true,
  },
  {
    to: '/admin/restaurants',
    label: 'Restaurants',
    description: 'Fete Eats restaurants, menus and features.',
    tile: true,
  },
  {
    to: '/admin/bands',
    label: 'Bands',
    description: 'Fete Destinations carnival bands: dates, links and features.',
    tile: true,
  },
  {
    to: '/admin/hero-slides',
    label: 'Hero Slides',
    description: 'The home slider: order, pictures, text, links and when each shows.',
    tile: true,
  },
  {
    to: '/admin/ads',
    label: 'Hero Ads',
    description: 'Banners under the home slider, with their start and end.',
    tile: true,
  },
  {
    to: '/admin/partners',
    label: 'Partners',
    description: 'The partners strip: logos, links and order.',
    tile: true,
  },
  {
    to: '/admin/featured',
    label: 'Featured Order',
    description: 'The order of the featured items in each home section.',
    tile: true,
  },
  {
    to: '/admin/packages',
    label: 'Packages',
    description: 'Fete Packages cards and their request forms.',
    tile: true,
  },
  {
    to: '/admin/rides',
    label: 'Ride Packages',
    description: 'Fete Rides cards and their request forms.',
    tile: true,
  },
  {
    to: '/admin/staff-forms',
    label: 'Staff Forms',
    description: 'Staff positions and the applications they receive.',
    tile: true,
  },
  {
    to: '/admin/forms',
    label: 'Forms',
    description: 'Custom request forms and their submissions.',
    tile: true,
  },
  {
    to: '/admin/receipts',
    label: 'Receipts',
    description: 'Members’ receipts and payment records.',
    tile: true,
  },
  {
    to: '/admin/chat-reports',
    label: 'Chat Reports',
    description: 'Fete Chat messages members reported.',
    tile: true,
  },
  { to: '/admin/badges', label: 'Badges', description: 'Badge types and the members who hold them.' },
  {
    to: '/admin/users',
    label: 'Users',
    description: 'Find members, manage roles, memberships and suspensions, with an audit log.',
    tile: true,
  },
  {
    to: '/admin/settings',
    label: 'Site Settings',
    description: 'Site-wide settings.',
    comingSoon: true,
    tile: true,
  },
];

/** Pages without the side navigation (public-site.md §2.2). */
export function isBarePage(pathname: string): boolean {
  return pathname === '/signin' || pathname === '/signup';
}

/** Pages without the footer's partners strip. */
export function hidesPartners(pathname: string): boolean {
  return isBarePage(pathname) || pathname === '/fete-chat';
}
