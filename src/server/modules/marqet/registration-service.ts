import { priceMarqetRegistration } from '../../../shared/domains/marqet-pricing';
import {
  isExpiringSoon,
  marqetRegistrationPolicy as policy,
  marqetRegistrationMessages as texts,
  type MarqetRegistrationSubmit,
  type MarqetRegistrationView,
  type MyMarqetRegistrations,
} from '../../../shared/domains/marqet-registration';
import { AppError } from '../../../shared/errors';
import type { Actor, Deps } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import type { MarqetRegistration, MarqetRegistrationProduct } from '../../db/schema/marqet';
import { claimUploadByUrl } from '../uploads/service';
import { findRegistration, insertRegistration, listMemberRegistrations } from './registration-queries';

type FileDeps = Pick<Deps, 'db' | 'storage'>;

export const notFound = () => new AppError('NOT_FOUND', texts.notFound);

export function toView(row: MarqetRegistration, now = new Date()): MarqetRegistrationView {
  return {
    id: row.id,
    brandName: row.brandName,
    websiteUrl: row.websiteUrl,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    description: row.description,
    vendorType: row.vendorType as MarqetRegistrationView['vendorType'],
    placementPreference: row.placementPreference,
    products: row.products,
    brandImageUrl: row.brandImageUrl,
    durationMonths: row.durationMonths,
    paymentMethod: row.paymentMethod,
    totalPriceCents: row.totalPriceCents,
    status: row.status as MarqetRegistrationView['status'],
    expirationDate: row.expirationDate?.toISOString() ?? null,
    // Only a running registration can be about to end.
    expiringSoon: row.status === 'approved' && isExpiringSoon(row.expirationDate, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * An image of the form: the URL of a `marqet` upload of this member's (locked against the sweep in this
 * transaction); anything else is 422 on its field.
 */
async function claimImage(deps: FileDeps, tx: Tx, actor: Actor, url: string | null, field: string) {
  if (!url) return null;
  try {
    return (await claimUploadByUrl(deps, tx, actor, url, 'marqet-image')).url;
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') {
      throw new AppError('VALIDATION', texts.image, { [field]: texts.image });
    }
    throw err;
  }
}

/**
 * A member's registration: created pending, priced here (the total and every final price; the client sends
 * none), with its images claimed in the same transaction.
 */
export async function submitRegistration(
  deps: FileDeps,
  actor: Actor,
  input: MarqetRegistrationSubmit,
): Promise<MarqetRegistrationView> {
  if (!policy.submit(actor)) throw new AppError('FORBIDDEN');
  const price = priceMarqetRegistration({
    vendorType: input.vendorType,
    durationMonths: input.durationMonths,
    products: input.products.map((p) => ({
      priceCents: p.priceCents ?? 0,
      discountApplied: p.discountApplied,
    })),
  });
  const row = await deps.db.transaction(async (tx) => {
    const brandImageUrl = await claimImage(deps, tx, actor, input.brandImageUrl, 'brandImageUrl');
    const products: MarqetRegistrationProduct[] = [];
    for (const [index, product] of input.products.entries()) {
      const priced = price.products[index]!;
      products.push({
        name: product.name,
        description: product.description,
        category: product.category,
        imageUrl: await claimImage(deps, tx, actor, product.imageUrl, `products.${index}.imageUrl`),
        availability: product.availability,
        productLink: product.productLink,
        ...priced,
      });
    }
    return insertRegistration(tx, {
      userId: actor.id,
      brandName: input.brandName,
      websiteUrl: input.websiteUrl,
      contactName: input.contactName,
      email: input.email,
      phone: input.phone,
      description: input.description,
      vendorType: input.vendorType,
      placementPreference: input.placementPreference,
      products,
      brandImageUrl,
      durationMonths: input.durationMonths,
      paymentMethod: input.paymentMethod,
      totalPriceCents: price.totalCents,
      status: 'pending',
    });
  });
  return toView(row);
}

export async function listMyRegistrations(db: Db, actor: Actor): Promise<MyMarqetRegistrations> {
  const rows = await listMemberRegistrations(db, actor.id);
  return { items: rows.map((row) => toView(row)) };
}

/** Another member's registration does not exist for this one (404); administrators read every one. */
export async function getRegistration(db: Db, actor: Actor, id: string): Promise<MarqetRegistrationView> {
  const row = await findRegistration(db, id);
  if (!row || !policy.read(actor, row)) throw notFound();
  return toView(row);
}
