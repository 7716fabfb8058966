import {
  marketProducts,
  marqetRegistrations,
  type MarqetRegistrationProduct,
  type NewMarketProduct,
  type NewMarqetRegistration,
} from '../schema';
import { DEMO_PRODUCTS } from '../../seed/content/marqet';
import { cents, demoItems, inserter, next, rotate, slug } from './util';

const DEFAULT_PRODUCTS = demoItems(DEMO_PRODUCTS, [
  'Sunrise Feather Backpiece',
  'Soca Sparkle Bikini',
  'Road March Crop Top',
]);

/** A valid Marqet product insert, in stock; override any field. */
export function productInput(overrides: Partial<NewMarketProduct> = {}): NewMarketProduct {
  const n = next('product');
  const base = rotate(DEFAULT_PRODUCTS, n);
  return {
    name: base.name,
    description: base.description,
    brand: base.brand,
    category: base.category,
    priceCents: cents(base.price),
    sizes: [...(base.sizes ?? [])],
    colors: [...(base.colors ?? [])],
    inStock: true,
    externalUrl: `https://${slug(base.brand)}.example/products/${slug(base.name)}`,
    active: true,
    ...overrides,
  };
}

export const createProduct = inserter(marketProducts, productInput);

const DURATION_PRICE_CENTS: Record<number, number> = { 3: cents(180), 6: cents(300) };
const EXTRA_PRODUCT_CENTS = cents(30);
const INCLUDED_PRODUCTS = 2;
const VENDOR_DISCOUNT: Record<string, number> = { vendor: 0, affiliate: 10, partner: 15 };

/** The Marqet listing fee: the duration price plus $30 for each product beyond the first two. */
export function registrationTotalCents(durationMonths: number, productCount: number): number {
  return (
    (DURATION_PRICE_CENTS[durationMonths] ?? 0) +
    Math.max(0, productCount - INCLUDED_PRODUCTS) * EXTRA_PRODUCT_CENTS
  );
}

/** A product entry of a registration with its discount worked out for the vendor type. */
export function registrationProduct(
  vendorType: string,
  product: Partial<MarqetRegistrationProduct> & Pick<MarqetRegistrationProduct, 'name' | 'priceCents'>,
): MarqetRegistrationProduct {
  const discountApplied = product.discountApplied ?? vendorType !== 'vendor';
  const discountPercentage = discountApplied ? (VENDOR_DISCOUNT[vendorType] ?? 0) : 0;
  return {
    description: '',
    category: 'Accessories',
    imageUrl: null,
    availability: 'In Stock',
    productLink: '',
    ...product,
    discountApplied,
    discountPercentage,
    finalPriceCents: Math.round((product.priceCents * (100 - discountPercentage)) / 100),
  };
}

/** A pending registration for a vendor with two products for three months. */
export function marqetRegistrationInput(
  userId: string,
  overrides: Partial<NewMarqetRegistration> = {},
): NewMarqetRegistration {
  const vendorType = overrides.vendorType ?? 'vendor';
  const products = overrides.products ?? [
    registrationProduct(vendorType, {
      name: 'Glitter Waist Chain',
      description: 'Gold-tone chain with crystal drops.',
      category: 'Body Jewelry',
      priceCents: cents(28),
      productLink: 'https://coralgoldjewels.example/waist-chain',
    }),
    registrationProduct(vendorType, {
      name: 'Carnival Feather Earrings',
      description: 'Lightweight feather drops in carnival colours.',
      category: 'Accessories',
      priceCents: cents(22),
      productLink: 'https://coralgoldjewels.example/feather-earrings',
    }),
  ];
  const durationMonths = overrides.durationMonths ?? 3;
  return {
    userId,
    brandName: 'Coral Gold Jewels',
    websiteUrl: 'https://coralgoldjewels.example',
    contactName: 'Nadia Greaves',
    email: 'hello@coralgoldjewels.example',
    phone: '+1 868 555 0142',
    description: 'Handmade carnival body jewellery from Port of Spain.',
    vendorType,
    placementPreference: ['My Products'],
    products,
    durationMonths,
    paymentMethod: 'Credit Card',
    totalPriceCents: registrationTotalCents(durationMonths, products.length),
    status: 'pending',
    ...overrides,
  };
}

export const createMarqetRegistration = inserter(marqetRegistrations, marqetRegistrationInput);
