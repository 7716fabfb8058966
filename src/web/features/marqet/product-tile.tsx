import type { ProductItem } from '../../../shared/schemas/marqet';
import { cardLinked, cardSurface } from '../../components/listing/listing-card';
import { cx } from '../../lib/cx';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { ExternalLink, safeHttpUrl } from '../../components/listing/external-link';
import { FeatureToggle } from '../../components/listing/feature-toggle';
import { useFirstCard } from '../../components/listing/first-card';
import { Badge } from '../../components/ui/badge';
import { Icon } from '../../components/ui/icon';
import { formatCents } from '../../lib/format';
import { ItemPicture } from '../../components/listing/item-picture';

/**
 * A shop tile (public-site.md §2.9): the whole tile leads to the seller through its 'Shop Now' link (named
 * with the product for screen readers), or, for a product without a shop link, to its details here ('View
 * Details'); the admin star stays a separate control above it.
 */
export function ProductTile({ product: p }: { product: ProductItem }) {
  const first = useFirstCard();
  return (
    <article className={cx(cardSurface, cardLinked, 'h-full flex-col overflow-hidden')}>
      <div className="relative aspect-square shrink-0 bg-night-900/5">
        <ItemPicture src={p.imageUrl} alt={p.name} priority={first} />
        <OutOfStockBadge product={p} className="absolute top-3 left-3 text-sm shadow" />
        <div className="absolute top-3 right-3 z-10">
          <FeatureToggle kind="marqet" id={p.id} featured={p.featured} label={p.name} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        {p.active ? null : (
          <Badge tone="warning" className="w-fit">
            Inactive
          </Badge>
        )}
        {p.brand ? (
          <p className="text-xs font-semibold tracking-wide text-carnival-700 uppercase">{p.brand}</p>
        ) : null}
        <h2 className="font-display text-base leading-snug font-bold text-night-900 group-hover:text-carnival-700">
          {p.name}
        </h2>
        <ProductPrice product={p} className="text-lg font-bold text-night-900" />
        <TileLink
          product={p}
          className="mt-auto inline-flex w-fit items-center gap-1.5 rounded-full pt-2 text-sm font-semibold text-sea-800 after:absolute after:inset-0 after:content-[''] group-hover:underline focus:outline-none"
        />
      </div>
    </article>
  );
}

/** 'Out of Stock' when the product is not in stock; nothing otherwise. */
export function OutOfStockBadge({ product, className }: { product: ProductItem; className?: string }) {
  if (product.inStock) return null;
  return (
    <Badge tone="danger" className={className}>
      Out of Stock
    </Badge>
  );
}

/** The price with $ and two decimals, read as 'Price $45.50'. */
export function ProductPrice({ product, className }: { product: ProductItem; className: string }) {
  return (
    <p className={className}>
      <span className="sr-only">Price </span>
      {formatCents(product.priceCents)}
    </p>
  );
}

/** Where a tile leads: 'Shop Now' to the seller, else 'View Details' (the product's shared address, its panel). */
function TileLink({ product, className }: { product: ProductItem; className: string }) {
  if (safeHttpUrl(product.externalUrl)) return <ShopNowLink product={product} className={className} />;
  return (
    <Link to={paths.product(product.id, product.name)} className={className}>
      <Icon name="info" className="h-4 w-4" />
      View Details
      <span className="sr-only">{`: ${product.name}`}</span>
    </Link>
  );
}

/** 'Shop Now' to the seller, in a new tab, named with the product for screen readers ('Shop Now: Feather Fan'). */
export function ShopNowLink({ product, className }: { product: ProductItem; className: string }) {
  return (
    <ExternalLink href={product.externalUrl} className={className}>
      <Icon name="bag" className="h-4 w-4" />
      Shop Now
      <span className="sr-only">{`: ${product.name}`}</span>
    </ExternalLink>
  );
}
