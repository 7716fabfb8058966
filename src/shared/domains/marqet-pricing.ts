import { MARQET_DURATIONS, VENDOR_TYPES } from '../constants';

/**
 * Fete Marqet registration pricing (member-areas.md §9, admin-back-office.md §9), in integer cents. One pure
 * function used by the registration form's price summary and by the server, which recomputes every price and
 * ignores the client's.
 */

export type VendorType = (typeof VENDOR_TYPES)[number];
export type MarqetDuration = (typeof MARQET_DURATIONS)[number];

export const MARQET_PRODUCTS_MIN = 1;
export const MARQET_PRODUCTS_MAX = 4;
/** The base price covers this many products; each one over it costs the extra-product fee. */
export const MARQET_PRODUCTS_INCLUDED = 2;
export const MARQET_EXTRA_PRODUCT_CENTS = 3_000;
export const MARQET_DURATION_CENTS: Record<MarqetDuration, number> = { 3: 18_000, 6: 30_000 };
/** Discount on a product's price, in percent, by vendor type. */
export const MARQET_DISCOUNT_PERCENT: Record<VendorType, number> = { vendor: 0, affiliate: 10, partner: 15 };

/** The product count clamped to 1–4 (the form's rule). */
export const clampProductCount = (count: number): number =>
  Math.min(
    MARQET_PRODUCTS_MAX,
    Math.max(MARQET_PRODUCTS_MIN, Math.trunc(Number.isFinite(count) ? count : 1)),
  );

export interface PricedProductInput {
  priceCents: number;
  discountApplied: boolean;
}

export interface PricedProduct {
  priceCents: number;
  /** Only affiliates and partners can apply the discount: false for vendors whatever was asked. */
  discountApplied: boolean;
  /** The percentage taken off this product (0 when no discount applies). */
  discountPercentage: number;
  /** price × (1 − discount), rounded to the cent (half up). */
  finalPriceCents: number;
}

export interface MarqetPrice {
  productCount: number;
  durationCents: number;
  extraProducts: number;
  extraProductsCents: number;
  /** total_price = duration price + extra-products fee. */
  totalCents: number;
  discountPercent: number;
  products: PricedProduct[];
}

/** A product's price after a discount of `percent` %, in whole cents (half a cent rounds up). */
export function discountedCents(priceCents: number, percent: number): number {
  return Math.round((Math.max(0, priceCents) * (100 - percent)) / 100);
}

/**
 * The price of a registration: the duration's price plus $30 for each product over two (the count clamped
 * to 1–4), and each product's final price after the vendor type's discount where the discount is applied.
 */
export function priceMarqetRegistration(input: {
  vendorType: VendorType | null | undefined;
  durationMonths: MarqetDuration | null | undefined;
  products: readonly PricedProductInput[];
}): MarqetPrice {
  const productCount = clampProductCount(input.products.length);
  const durationCents = input.durationMonths ? MARQET_DURATION_CENTS[input.durationMonths] : 0;
  const extraProducts = Math.max(0, productCount - MARQET_PRODUCTS_INCLUDED);
  const extraProductsCents = extraProducts * MARQET_EXTRA_PRODUCT_CENTS;
  const discountPercent = input.vendorType ? MARQET_DISCOUNT_PERCENT[input.vendorType] : 0;
  const products = input.products.slice(0, MARQET_PRODUCTS_MAX).map((product) => {
    const priceCents = Math.max(0, Math.round(product.priceCents));
    const discountApplied = discountPercent > 0 && product.discountApplied;
    const discountPercentage = discountApplied ? discountPercent : 0;
    return {
      priceCents,
      discountApplied,
      discountPercentage,
      finalPriceCents: discountedCents(priceCents, discountPercentage),
    };
  });
  return {
    productCount,
    durationCents,
    extraProducts,
    extraProductsCents,
    totalCents: durationCents + extraProductsCents,
    discountPercent,
    products,
  };
}

/**
 * The form's discount rule: choosing affiliate or partner applies the discount to the first product when none
 * has it; a vendor has no discount at all.
 */
export function applyVendorDiscountRule<T extends { discountApplied: boolean }>(
  vendorType: VendorType | null | undefined,
  products: T[],
): T[] {
  if (!vendorType || MARQET_DISCOUNT_PERCENT[vendorType] === 0) {
    return products.map((p) => (p.discountApplied ? { ...p, discountApplied: false } : p));
  }
  if (products.length === 0 || products.some((p) => p.discountApplied)) return products;
  return products.map((p, i) => (i === 0 ? { ...p, discountApplied: true } : p));
}
