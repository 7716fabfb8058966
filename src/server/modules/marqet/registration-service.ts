import { priceMarqetRegistration } from '../../../shared/domains/marqet-pricing';
import {
  isExpiringSoon,
  marqetRegistrationPolicy as policy,
  marqetRegistrationMessages as texts,
  registrationNotices,
  type AdminMarqetRegistration,
  type AdminMarqetRegistrationPage,
  type AdminMarqetRegistrationQuery,
  type MarqetExtendInput,
  type MarqetRegistrationSubmit,
  type MarqetRegistrationView,
  type MyMarqetRegistrations,
} from '../../../shared/domains/marqet-registration';
import { AppError } from '../../../shared/errors';
import type { Actor, Deps } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import type { MarqetRegistration, MarqetRegistrationProduct, NewMarketProduct } from '../../db/schema/marqet';
import { mailNotification, notify } from '../notifications/service';
import { claimUploadByUrl } from '../uploads/service';
import {
  findAdminRegistration,
  findRegistration,
  insertRegistration,
  insertShopProducts,
  listMemberRegistrations,
  lockRegistration,
  searchAdminRegistrations,
  setRegistrationProductsActive,
  shopProductsOf,
  updateRegistration,
  type AdminRegistrationRow,
} from './registration-queries';

type FileDeps = Pick<Deps, 'db' | 'storage'>;
type MailDeps = Pick<Deps, 'db' | 'mailer' | 'logger' | 'config'>;

const notFound = () => new AppError('NOT_FOUND', texts.notFound);

function toView(row: MarqetRegistration, now = new Date()): MarqetRegistrationView {
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

// ---- Back office ----

function assertReviewer(actor: Actor): void {
  if (!policy.review(actor)) throw new AppError('FORBIDDEN');
}

function toAdmin(
  row: AdminRegistrationRow,
  shop: Map<string, { id: string; name: string; active: boolean }[]>,
  now = new Date(),
): AdminMarqetRegistration {
  return {
    ...toView(row, now),
    userId: row.userId,
    submitterName: row.submitterName,
    submitterEmail: row.submitterEmail,
    shopProducts: shop.get(row.id) ?? [],
  };
}

export async function listAdminRegistrations(
  db: Db,
  actor: Actor,
  query: AdminMarqetRegistrationQuery,
): Promise<AdminMarqetRegistrationPage> {
  assertReviewer(actor);
  const { rows, total } = await searchAdminRegistrations(db, query);
  const shop = await shopProductsOf(
    db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((row) => toAdmin(row, shop)), total, page: query.page, pageSize: query.pageSize };
}

async function adminAnswer(db: Db, id: string): Promise<AdminMarqetRegistration> {
  const row = await findAdminRegistration(db, id);
  if (!row) throw notFound();
  return toAdmin(row, await shopProductsOf(db, [id]));
}

export async function getAdminRegistration(
  db: Db,
  actor: Actor,
  id: string,
): Promise<AdminMarqetRegistration> {
  assertReviewer(actor);
  return adminAnswer(db, id);
}

/** A date `months` calendar months after `from` (the 31st runs into the next month, as JavaScript dates do). */
export function addMonths(from: Date, months: number): Date {
  const date = new Date(from.getTime());
  date.setUTCMonth(date.getUTCMonth() + months);
  return date;
}

/** The shop products an approval makes: the named products of a registration that chose My Products. */
function shopProductsFrom(row: MarqetRegistration): NewMarketProduct[] {
  if (!row.placementPreference.includes('My Products')) return [];
  return row.products
    .filter((product) => product.name.trim())
    .map((product) => ({
      name: product.name,
      description: product.description,
      brand: row.brandName,
      category: product.category,
      // The shop shows what a Fete member pays: the discounted price where the vendor applied the discount.
      priceCents: product.finalPriceCents,
      inStock: true,
      externalUrl: product.productLink || row.websiteUrl,
      imageUrl: product.imageUrl,
      registrationId: row.id,
      active: true,
    }));
}

/**
 * One decision on a registration, in one transaction with the submitter's notification; the mail goes after
 * the commit. `apply` checks the status it starts from and writes the change.
 */
async function decide(
  deps: MailDeps,
  actor: Actor,
  id: string,
  apply: (tx: Tx, row: MarqetRegistration) => Promise<{ type: string; title: string; message: string }>,
): Promise<AdminMarqetRegistration> {
  assertReviewer(actor);
  const notice = await deps.db.transaction(async (tx) => {
    const row = await lockRegistration(tx, id);
    if (!row) throw notFound();
    const told = await apply(tx, row);
    return notify(tx, row.userId, { ...told, data: { registrationId: row.id } });
  });
  await mailNotification(deps, notice);
  return adminAnswer(deps.db, id);
}

/** Pending → approved: the expiration date is set from now and the products go into the shop, active. */
export function approveRegistration(
  deps: MailDeps,
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<AdminMarqetRegistration> {
  return decide(deps, actor, id, async (tx, row) => {
    if (row.status !== 'pending') throw new AppError('CONFLICT', texts.notPending);
    await updateRegistration(tx, id, {
      status: 'approved',
      expirationDate: addMonths(now, row.durationMonths),
    });
    await insertShopProducts(tx, shopProductsFrom(row));
    return registrationNotices.approved(row.brandName);
  });
}

/** Pending → rejected. */
export function rejectRegistration(
  deps: MailDeps,
  actor: Actor,
  id: string,
): Promise<AdminMarqetRegistration> {
  return decide(deps, actor, id, async (tx, row) => {
    if (row.status !== 'pending') throw new AppError('CONFLICT', texts.notPending);
    await updateRegistration(tx, id, { status: 'rejected' });
    return registrationNotices.rejected(row.brandName);
  });
}

/**
 * Approved or expired → approved for 3 or 6 months from now: expiration date, duration and status, and the
 * registration's shop products active again.
 */
export function extendRegistration(
  deps: MailDeps,
  actor: Actor,
  id: string,
  input: MarqetExtendInput,
  now = new Date(),
): Promise<AdminMarqetRegistration> {
  return decide(deps, actor, id, async (tx, row) => {
    if (row.status !== 'approved' && row.status !== 'expired') {
      throw new AppError('CONFLICT', texts.notExtendable);
    }
    await updateRegistration(tx, id, {
      status: 'approved',
      durationMonths: input.months,
      expirationDate: addMonths(now, input.months),
    });
    await setRegistrationProductsActive(tx, [id], true);
    return registrationNotices.extended(row.brandName, input.months);
  });
}
