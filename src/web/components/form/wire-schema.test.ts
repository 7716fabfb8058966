import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { productCreateSchema } from '../../../shared/domains/product-admin';
import { dollarsToCents, splitList } from '../../lib/money';
import { wireSchema } from './wire-schema';

const inputs = z.object({ name: z.string(), brand: z.string(), price: z.string(), sizes: z.string() });
const schema = wireSchema(
  inputs,
  productCreateSchema,
  (v) => ({ name: v.name, brand: v.brand, priceCents: dollarsToCents(v.price), sizes: splitList(v.sizes) }),
  (path) => (path[0] === 'priceCents' ? ['price'] : path.slice(0, 1)),
);

describe('wireSchema', () => {
  it('hands onSubmit the request body as the server parses it', () => {
    expect(schema.parse({ name: ' Tank ', brand: 'Soca', price: '12.5', sizes: 'S, s, ,M' })).toMatchObject({
      name: 'Tank',
      brand: 'Soca',
      priceCents: 1250,
      sizes: ['S', 'M'],
      category: 'Accessories',
    });
  });

  it("puts the server schema's issues on the inputs that hold them", () => {
    const result = schema.safeParse({ name: '', brand: 'Soca', price: '-2', sizes: `S, ${'x'.repeat(41)}` });
    const issues = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(issues).toEqual({
      name: 'Please fill in all required fields',
      price: 'Please enter a price of 0 or more',
      sizes: 'Each size or colour must be at most 40 characters',
    });
  });
});
