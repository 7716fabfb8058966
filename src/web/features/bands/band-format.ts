import type { BandItem } from '../../../shared/schemas/public';
import { placeOf } from '../../components/listing/place';
import { formatLongDate } from '../../lib/format';

/** 'February 14, 2027 – February 16, 2027', or the one day when the band plays a single day. */
export function bandDates(band: Pick<BandItem, 'startDate' | 'endDate'>): string {
  const start = formatLongDate(band.startDate);
  return band.endDate && band.endDate !== band.startDate
    ? `${start} – ${formatLongDate(band.endDate)}`
    : start;
}

/** 'Queen's Park Savannah, Port of Spain, Trinidad' without empty parts or repeats. */
export const bandPlace = (band: Pick<BandItem, 'location' | 'state' | 'country'>): string =>
  placeOf(band.location, band.state, band.country);

/** Fete ID registration is for signed-in members, and only when the band gave a link. */
export const showsFeteIdRegistration = (signedIn: boolean, url: string | null) => signedIn && !!url?.trim();

const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);

/** The costume price range: '$850 – $2,400', 'From $850', 'Up to $2,400', or null when the band gave none. */
export function costumePrice(band: Pick<BandItem, 'priceFromCents' | 'priceToCents'>): string | null {
  const { priceFromCents: from, priceToCents: to } = band;
  if (from !== null && to !== null) return from === to ? dollars(from) : `${dollars(from)} – ${dollars(to)}`;
  if (from !== null) return `From ${dollars(from)}`;
  if (to !== null) return `Up to ${dollars(to)}`;
  return null;
}
