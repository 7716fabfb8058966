// @module-tag pglite
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARQET_DURATIONS, VENDOR_TYPES } from '../constants';
import {
  applyVendorDiscountRule,
  clampProductCount,
  discountedCents,
  priceMarqetRegistration,
} from './marqet-pricing';

const products = (n: number, priceCents = 10_000, discountApplied = true) =>
  Array.from({ length: n }, () => ({ priceCents, discountApplied }));

describe('Marqet registration pricing (§9)', () => {
  it.each([
    // count, months, total
    [1, 3, 18_000],
    [2, 3, 18_000],
    [3, 3, 21_000],
    [4, 3, 24_000],
    [1, 6, 30_000],
    [2, 6, 30_000],
    [3, 6, 33_000],
    [4, 6, 36_000],
  ] as const)('%i products for %i months cost %i cents', (count, months, total) => {
    const price = priceMarqetRegistration({
      vendorType: 'vendor',
      durationMonths: months,
      products: products(count),
    });
    expect(price.totalCents).toBe(total);
    expect(price.extraProductsCents).toBe(Math.max(0, count - 2) * 3_000);
    expect(price.durationCents).toBe(months === 3 ? 18_000 : 30_000);
  });

  it.each([
    ['vendor', 0, 10_000],
    ['affiliate', 10, 9_000],
    ['partner', 15, 8_500],
  ] as const)('a %s gets %i %% off a discounted product', (vendorType, percent, final) => {
    const price = priceMarqetRegistration({ vendorType, durationMonths: 3, products: products(1) });
    expect(price.discountPercent).toBe(percent);
    expect(price.products[0]).toEqual({
      priceCents: 10_000,
      discountApplied: percent > 0,
      discountPercentage: percent,
      finalPriceCents: final,
    });
  });

  it('the discount does not change the registration total, and only products with it applied get it', () => {
    const price = priceMarqetRegistration({
      vendorType: 'partner',
      durationMonths: 6,
      products: [
        { priceCents: 4_999, discountApplied: true },
        { priceCents: 2_000, discountApplied: false },
        { priceCents: 1_000, discountApplied: true },
      ],
    });
    expect(price.totalCents).toBe(33_000);
    expect(price.products.map((p) => p.finalPriceCents)).toEqual([4_249, 2_000, 850]);
    expect(price.products.map((p) => p.discountPercentage)).toEqual([15, 0, 15]);
  });

  it('rounds half a cent up and clamps the product count to 1–4', () => {
    expect(discountedCents(5, 10)).toBe(5); // 4.5 → 5
    expect(discountedCents(1_999, 15)).toBe(1_699); // 1699.15
    expect(clampProductCount(0)).toBe(1);
    expect(clampProductCount(7)).toBe(4);
    expect(
      priceMarqetRegistration({ vendorType: 'vendor', durationMonths: 3, products: products(6) }).totalCents,
    ).toBe(24_000);
  });

  it('without a duration or vendor type yet, the summary shows only what is known', () => {
    const price = priceMarqetRegistration({ vendorType: null, durationMonths: null, products: products(3) });
    expect(price.totalCents).toBe(3_000);
    expect(price.products[0]!.finalPriceCents).toBe(10_000);
  });

  it('affiliates and partners get the discount on the first product when none has it; vendors never', () => {
    const none = products(2, 100, false);
    expect(applyVendorDiscountRule('affiliate', none).map((p) => p.discountApplied)).toEqual([true, false]);
    const second = [
      { priceCents: 1, discountApplied: false },
      { priceCents: 1, discountApplied: true },
    ];
    expect(applyVendorDiscountRule('partner', second)).toBe(second);
    expect(applyVendorDiscountRule('vendor', products(2)).map((p) => p.discountApplied)).toEqual([
      false,
      false,
    ]);
  });

  it('property: total = duration + extra fee, every price whole and never negative, final ≤ price', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VENDOR_TYPES),
        fc.constantFrom(...MARQET_DURATIONS),
        fc.array(
          fc.record({ priceCents: fc.integer({ min: 0, max: 100_000_000 }), discountApplied: fc.boolean() }),
          {
            minLength: 1,
            maxLength: 4,
          },
        ),
        (vendorType, durationMonths, items) => {
          const price = priceMarqetRegistration({ vendorType, durationMonths, products: items });
          expect(price.totalCents).toBe(price.durationCents + price.extraProductsCents);
          expect(price.extraProductsCents).toBe(Math.max(0, items.length - 2) * 3_000);
          expect(price.totalCents).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(price.totalCents)).toBe(true);
          price.products.forEach((p, i) => {
            expect(Number.isInteger(p.finalPriceCents)).toBe(true);
            expect(p.finalPriceCents).toBeGreaterThanOrEqual(0);
            expect(p.finalPriceCents).toBeLessThanOrEqual(p.priceCents);
            expect(p.priceCents).toBe(items[i]!.priceCents);
            if (!p.discountApplied) expect(p.finalPriceCents).toBe(p.priceCents);
          });
        },
      ),
    );
  });
});
