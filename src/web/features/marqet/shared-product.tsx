import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import type { ProductDetail, ProductItem } from '../../../shared/domains/marqet';
import { useCanonicalAddress } from '../../components/detail/canonical-address';
import { ShareMenu } from '../../components/detail/share-menu';
import { safeHttpUrl } from '../../components/listing/external-link';
import { FeatureToggle } from '../../components/listing/feature-toggle';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { RetryAlert } from '../../components/ui/retry-alert';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage, isApiError } from '../../lib/api';
import { cx } from '../../lib/cx';
import { marqetMessages } from './messages';
import { OutOfStockBadge, ProductPrice, ShopNowLink } from './product-tile';
import { paths } from '../../app/paths';
import { ItemPicture } from '../../components/listing/item-picture';

/**
 * The product a shared address `/fete-marqet/{slug}-{id}` names (decision 0033), shown above the shop: products
 * have no page of their own (public-site.md §2.9: the seller's site is where one buys), so someone who opens a
 * link shared on WhatsApp sees that product first, then the shop. A product that is gone or withdrawn is said
 * plainly and the shop still follows.
 */
export function SharedProduct({ query }: { query: UseQueryResult<ProductDetail> }) {
  const product = query.data?.product;
  useCanonicalAddress(product ? paths.product(product.id, product.name) : null);

  if (query.isPending) return <Spinner label={marqetMessages.loadingProduct} className="mb-8" />;
  if (isApiError(query.error, 404)) {
    return (
      <Alert tone="warning" className="mb-8">
        {marqetMessages.productUnavailable}
      </Alert>
    );
  }
  if (!product) {
    return (
      <div className="mb-8">
        <RetryAlert onRetry={query.refetch}>
          {errorMessage(query.error, marqetMessages.productLoadFailed)}
        </RetryAlert>
      </div>
    );
  }
  return <SharedProductPanel product={product} />;
}

function SharedProductPanel({ product: p }: { product: ProductItem }) {
  const headingId = useId();
  // Without a shop link this panel is all there is of the product: its description shows on a phone too.
  const linked = safeHttpUrl(p.externalUrl) !== null;
  return (
    <section
      aria-labelledby={headingId}
      className="mb-8 grid grid-cols-[7rem_minmax(0,1fr)] items-start overflow-hidden rounded-2xl bg-white shadow-md ring-2 ring-carnival-600/50 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:grid-cols-[20rem_minmax(0,1fr)]"
    >
      <div className="relative aspect-square bg-night-900/5">
        {/* The first thing the shared address shows: before the shop's tiles. */}
        <ItemPicture src={p.imageUrl} alt={p.name} priority />
        <div className="absolute top-3 right-3 z-10">
          <FeatureToggle kind="marqet" id={p.id} featured={p.featured} label={p.name} />
        </div>
      </div>
      <div className="flex min-w-0 flex-col gap-2 p-4 sm:gap-3 sm:p-8">
        {p.inStock && p.active ? null : (
          <div className="flex flex-wrap gap-2">
            <OutOfStockBadge product={p} className="w-fit" />
            {p.active ? null : (
              <Badge tone="warning" className="w-fit">
                Inactive
              </Badge>
            )}
          </div>
        )}
        {p.brand ? (
          <p className="text-xs font-semibold tracking-wide text-carnival-700 uppercase sm:text-sm">
            {p.brand}
          </p>
        ) : null}
        <h2 id={headingId} className="font-display text-xl leading-snug font-bold text-night-900 sm:text-3xl">
          {p.name}
        </h2>
        <ProductPrice product={p} className="text-lg font-bold text-night-900 sm:text-2xl" />
        {p.description ? (
          <p
            className={cx(
              'line-clamp-4 leading-relaxed whitespace-pre-line text-gray-800',
              linked && 'hidden sm:block',
            )}
          >
            {p.description}
          </p>
        ) : null}
        {linked ? null : <p className="text-sm text-gray-700">{marqetMessages.noShopLink(p.brand)}</p>}
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <ShopNowLink product={p} className={buttonClasses({ size: 'sm' })} />
          <ShareMenu path={paths.product(p.id, p.name)} title={p.name} />
        </div>
      </div>
    </section>
  );
}
