import { mapsUrl } from '../../../shared/outside-links';
import { ExternalLink } from '../listing/external-link';
import { Icon } from '../ui/icon';

/**
 * "Open in Maps" for a place with an address or coordinates (issue #21, item 8): a plain maps search link,
 * the coordinates when known; no map script on the page. Nothing when there is nothing to search for.
 */
export function OpenInMaps({
  address,
  latitude,
  longitude,
  name,
}: {
  address: string;
  latitude?: number | null;
  longitude?: number | null;
  /** What the link is for, for screen readers ("Open in Maps for Soca Sunrise"). */
  name: string;
}) {
  const href = mapsUrl({ address, latitude, longitude });
  if (!href) return null;
  return (
    <ExternalLink
      href={href}
      className="inline-flex items-center gap-2 self-start rounded-full px-1 py-1 text-sm font-semibold text-sea-700 underline underline-offset-4 hover:text-sea-800"
    >
      <Icon name="mapPin" className="h-4 w-4" />
      Open in Maps<span className="sr-only"> for {name}</span>
    </ExternalLink>
  );
}
