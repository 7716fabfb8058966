import type { RestaurantDiscount, RestaurantMenuItem, RestaurantPhoto } from '../../../shared/schemas/public';
import { Badge } from '../../components/ui/badge';
import { PhotoGallery } from '../../components/ui/photo-gallery';
import { formatCents, formatLongDate } from '../../lib/format';
import { imageSrc } from '../../lib/images';

function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="font-display text-xl font-bold text-night-900">
      {children}
    </h2>
  );
}

/** The restaurant's photos in their order; each opens the lightbox. */
export function RestaurantPhotos({ name, photos }: { name: string; photos: RestaurantPhoto[] }) {
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby="photos-title" className="flex flex-col gap-4">
      <SectionTitle id="photos-title">Photos</SectionTitle>
      <PhotoGallery
        title={`Photos of ${name}`}
        shape="wide"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        // The caption shows under the tile: the picture's own text names the restaurant and its place, so the
        // tile is not read as the caption twice (axe's image-redundant-alt).
        photos={photos.map((p, i) => ({
          id: p.id,
          src: imageSrc(p.imageUrl),
          alt: `${name}, photo ${i + 1}`,
          note: p.caption || undefined,
          details: p.caption || undefined,
        }))}
      />
    </section>
  );
}

/** Groups keep the order in which their first dish arrives (the server's menu order). */
function byCategory(menu: RestaurantMenuItem[]): [string, RestaurantMenuItem[]][] {
  const groups = new Map<string, RestaurantMenuItem[]>();
  for (const item of menu) {
    const key = item.category.trim() || 'Menu';
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups];
}

export function RestaurantMenu({ menu }: { menu: RestaurantMenuItem[] }) {
  if (menu.length === 0) return null;
  return (
    <section aria-labelledby="menu-title" className="flex flex-col gap-4">
      <SectionTitle id="menu-title">Menu</SectionTitle>
      <div className="grid items-start gap-6 md:grid-cols-2">
        {byCategory(menu).map(([category, items]) => (
          <div key={category} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-night-900/10">
            <h3 className="mb-3 font-display text-lg font-semibold text-carnival-800">{category}</h3>
            <ul className="flex flex-col divide-y divide-night-900/10">
              {items.map((item) => (
                <li key={item.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
                  {item.imageUrl ? (
                    <img
                      src={imageSrc(item.imageUrl)}
                      alt=""
                      loading="lazy"
                      className="h-14 w-14 shrink-0 rounded-lg object-cover"
                    />
                  ) : null}
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-night-900">{item.name}</p>
                    {item.description ? <p className="text-sm text-gray-700">{item.description}</p> : null}
                  </div>
                  <p className="font-semibold whitespace-nowrap text-night-900">
                    {formatCents(item.priceCents)}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

export function RestaurantDiscounts({ discounts }: { discounts: RestaurantDiscount[] }) {
  if (discounts.length === 0) return null;
  return (
    <section aria-labelledby="discounts-title" className="flex flex-col gap-4">
      <SectionTitle id="discounts-title">Discounts</SectionTitle>
      <ul className="grid gap-4 md:grid-cols-2">
        {discounts.map((d) => (
          <li
            key={d.id}
            className="flex flex-col gap-2 rounded-2xl border border-dashed border-carnival-600/40 bg-carnival-50 p-5"
          >
            <Badge tone="carnival" className="self-start text-sm">{`${d.percentage}% off`}</Badge>
            {d.description ? <p className="font-semibold text-night-900">{d.description}</p> : null}
            {d.termsConditions ? <p className="text-sm text-gray-700">{d.termsConditions}</p> : null}
            {d.validUntil ? (
              <p className="text-sm text-gray-700">Valid until {formatLongDate(d.validUntil)}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
