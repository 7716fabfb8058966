import type { IconName } from '../components/ui/icon';
import { paths, patterns } from './paths';

export interface NavItem {
  to: string;
  label: string;
  icon: IconName;
  /** One line for the home page's section tiles. */
  blurb: string;
}

/** The main sections, in the side navigation's order. */
export const mainNav: readonly NavItem[] = [
  { to: paths.home(), label: 'Home', icon: 'home', blurb: 'The latest from the Fete community.' },
  {
    to: paths.feteGuide(),
    label: 'Fete Guide',
    icon: 'calendar',
    blurb: 'Parties, concerts and beach fetes.',
  },
  {
    to: paths.feteTravel(),
    label: 'Fete Travel',
    icon: 'globe',
    blurb: 'Festival, carnival and cruise destinations.',
  },
  {
    to: paths.feteDestinations(),
    label: 'Fete Destinations',
    icon: 'music',
    blurb: 'Carnival bands to play mas with.',
  },
  { to: paths.feteEats(), label: 'Fete Eats', icon: 'utensils', blurb: 'Restaurants worth the trip.' },
  { to: paths.feteFaces(), label: 'Fete Faces', icon: 'sparkles', blurb: 'Make-up and beauty artists.' },
  {
    to: paths.feteMarqet(),
    label: 'Fete Marqet',
    icon: 'bag',
    blurb: 'Costumes, swimwear and carnival gear.',
  },
  { to: paths.fetePackages(), label: 'Fete Packages', icon: 'gift', blurb: 'Packages for members.' },
  {
    to: paths.feteRides(),
    label: 'Fete Rides',
    icon: 'car',
    blurb: 'Rides to and from the fete, for members.',
  },
  { to: paths.feteNation(), label: 'Fete Nation', icon: 'users', blurb: 'Meet members and start a chat.' },
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
  { to: paths.admin(), label: 'Admin Dashboard', description: 'Everything the back office manages.' },
  { to: paths.adminEvents(), label: 'Events', description: 'Add, edit and remove events.', tile: true },
  {
    to: paths.adminProducts(),
    label: 'Products',
    description: 'Fete Marqet products and their shop links.',
    tile: true,
  },
  {
    to: paths.adminMarqetRegistrations(),
    label: 'Product Registrations',
    description: 'Approve, reject and extend Marqet vendor registrations.',
    tile: true,
  },
  {
    to: paths.adminProviders(),
    label: 'Providers',
    description: 'Fete Faces make-up and beauty providers.',
    tile: true,
  },
  {
    to: paths.adminRestaurants(),
    label: 'Restaurants',
    description: 'Fete Eats restaurants, menus and features.',
    tile: true,
  },
  {
    to: paths.adminBands(),
    label: 'Bands',
    description: 'Fete Destinations carnival bands: dates, links and features.',
    tile: true,
  },
  {
    to: paths.adminHeroSlides(),
    label: 'Hero Slides',
    description: 'The home slider: order, pictures, text, links and when each shows.',
    tile: true,
  },
  {
    to: paths.adminAds(),
    label: 'Hero Ads',
    description: 'Banners under the home slider, with their start and end.',
    tile: true,
  },
  {
    to: paths.adminPartners(),
    label: 'Partners',
    description: 'The partners strip: logos, links and order.',
    tile: true,
  },
  {
    to: paths.adminFeatured(),
    label: 'Featured Order',
    description: 'The order of the featured items in each home section.',
    tile: true,
  },
  {
    to: paths.adminPackages(),
    label: 'Packages',
    description: 'Fete Packages cards and their request forms.',
    tile: true,
  },
  {
    to: paths.adminRides(),
    label: 'Ride Packages',
    description: 'Fete Rides cards and their request forms.',
    tile: true,
  },
  {
    to: paths.adminStaffPositions(),
    label: 'Staff Forms',
    description: 'Staff positions and the applications they receive.',
    tile: true,
  },
  {
    to: paths.adminForms(),
    label: 'Forms',
    description: 'Custom request forms and their submissions.',
    tile: true,
  },
  {
    to: paths.adminReceipts(),
    label: 'Receipts',
    description: 'Members’ receipts and payment records.',
    tile: true,
  },
  {
    to: paths.adminChatReports(),
    label: 'Chat Reports',
    description: 'Fete Chat messages members reported.',
    tile: true,
  },
  { to: paths.adminBadges(), label: 'Badges', description: 'Badge types and the members who hold them.' },
  {
    to: paths.adminUsers(),
    label: 'Users',
    description: 'Find members, manage roles, memberships and suspensions, with an audit log.',
    tile: true,
  },
  {
    to: paths.adminSettings(),
    label: 'Site Settings',
    description: 'Site-wide settings.',
    comingSoon: true,
    tile: true,
  },
];

/** Pages without the side navigation (public-site.md §2.2). */
export function isBarePage(pathname: string): boolean {
  return pathname === patterns.signin || pathname === patterns.signup;
}

/** Pages without the footer's partners strip. */
export function hidesPartners(pathname: string): boolean {
  return isBarePage(pathname) || pathname === patterns.feteChat;
}
