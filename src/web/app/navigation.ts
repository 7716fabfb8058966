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
    to: paths.season(),
    label: 'Season',
    icon: 'calendar',
    blurb: 'Every carnival of the year, island to island.',
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
  /** Shown disabled and labelled Coming Soon (admin-back-office.md §2). */
  comingSoon?: boolean;
}

/** The Admin Control group of the side menu; the Admin Dashboard's tiles describe the same managers. */
export const adminNav: readonly AdminNavItem[] = [
  { to: paths.admin(), label: 'Admin Dashboard' },
  { to: paths.adminEvents(), label: 'Events' },
  { to: paths.adminProducts(), label: 'Products' },
  { to: paths.adminMarqetRegistrations(), label: 'Product Registrations' },
  { to: paths.adminProviders(), label: 'Providers' },
  { to: paths.adminRestaurants(), label: 'Restaurants' },
  { to: paths.adminBands(), label: 'Bands' },
  { to: paths.adminHeroSlides(), label: 'Hero Slides' },
  { to: paths.adminAds(), label: 'Hero Ads' },
  { to: paths.adminPartners(), label: 'Partners' },
  { to: paths.adminCarnivals(), label: 'Carnivals' },
  { to: paths.adminFeatured(), label: 'Featured Order' },
  { to: paths.adminPackages(), label: 'Packages' },
  { to: paths.adminRides(), label: 'Ride Packages' },
  { to: paths.adminStaffPositions(), label: 'Staff Forms' },
  { to: paths.adminForms(), label: 'Forms' },
  { to: paths.adminReceipts(), label: 'Receipts' },
  { to: paths.adminChatReports(), label: 'Chat Reports' },
  { to: paths.adminBadges(), label: 'Badges' },
  { to: paths.adminUsers(), label: 'Users' },
  { to: paths.adminSitePages(), label: 'Terms & Privacy' },
  { to: paths.adminSettings(), label: 'Site Settings', comingSoon: true },
];

/** Pages without the side navigation (public-site.md §2.2). */
export function isBarePage(pathname: string): boolean {
  return pathname === patterns.signin || pathname === patterns.signup;
}

/** Pages without the footer's partners strip. */
export function hidesPartners(pathname: string): boolean {
  return isBarePage(pathname) || pathname === patterns.feteChat;
}
