import {
  marqetRegistrationPolicy as policy,
  marqetRegistrationMessages as texts,
  registrationNotices,
  type AdminMarqetRegistration,
  type AdminMarqetRegistrationPage,
  type AdminMarqetRegistrationQuery,
  type MarqetExtendInput,
  type MarqetRegistrationStatus,
} from '../../../shared/domains/marqet-registration';
import { AppError } from '../../../shared/errors';
import type { Actor } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import type { MarqetRegistration, NewMarketProduct } from '../../db/schema/marqet';
import { authorize } from '../../platform/authorize';
import { statusChange, type StatusNotice } from '../../platform/staged-status';
import { mailNotification, notify } from '../notifications/service';
import {
  findAdminRegistration,
  searchAdminRegistrations,
  shopProductsOf,
  type AdminRegistrationRow,
} from './admin-registration-queries';
import {
  insertShopProducts,
  lockRegistration,
  setRegistrationProductsActive,
  updateRegistration,
} from './registration-queries';
import { notFound, toView } from './registration-service';

/** The back office's review of Fete Marqet vendor registrations: the list, one, approve, reject, reopen, extend. */

/** Registrations as the back office shows them: the submitter and the shop products each one made. */
async function toAdmin(db: Db, rows: AdminRegistrationRow[]): Promise<AdminMarqetRegistration[]> {
  const shop = await shopProductsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const { userId, submitterName, submitterEmail } = row;
    return { ...toView(row), userId, submitterName, submitterEmail, shopProducts: shop.get(row.id) ?? [] };
  });
}

export async function listAdminRegistrations(
  db: Db,
  actor: Actor,
  query: AdminMarqetRegistrationQuery,
): Promise<AdminMarqetRegistrationPage> {
  authorize(policy.review(actor));
  const page = await searchAdminRegistrations(db, query);
  return { ...page, items: await toAdmin(db, page.items) };
}

async function readAdminRegistration(db: Db, id: string) {
  const row = await findAdminRegistration(db, id);
  return row && (await toAdmin(db, [row]))[0];
}

export async function getAdminRegistration(
  db: Db,
  actor: Actor,
  id: string,
): Promise<AdminMarqetRegistration> {
  authorize(policy.review(actor));
  const registration = await readAdminRegistration(db, id);
  if (!registration) throw notFound();
  return registration;
}

/** A date `months` calendar months after `from` (the 31st runs into the next month, as JavaScript dates do). */
function addMonths(from: Date, months: number): Date {
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
 * One decision on a registration (platform/staged-status.ts): refused with `refusal` (409) unless the
 * registration is in one of the statuses it starts `from`; `apply` writes the change and says what the
 * submitter is told.
 */
const decision = <I = void>(
  from: readonly MarqetRegistrationStatus[],
  refusal: string,
  apply: (tx: Tx, row: MarqetRegistration, input: I) => Promise<Omit<StatusNotice, 'data'>>,
) =>
  statusChange({
    may: policy.review,
    notFound: texts.notFound,
    lock: lockRegistration,
    async change(tx, row, input: I) {
      if (!(from as readonly string[]).includes(row.status)) throw new AppError('CONFLICT', refusal);
      return { ...(await apply(tx, row, input)), data: { registrationId: row.id } };
    },
    notify,
    mail: mailNotification,
    read: readAdminRegistration,
  });

/** Pending → approved: the expiration date is set from now and the products go into the shop, active. */
export const approveRegistration = decision(['pending'], texts.notPending, async (tx, row) => {
  await updateRegistration(tx, row.id, {
    status: 'approved',
    expirationDate: addMonths(new Date(), row.durationMonths),
  });
  await insertShopProducts(tx, shopProductsFrom(row));
  return registrationNotices.approved(row.brandName);
});

/** Pending → rejected. */
export const rejectRegistration = decision(['pending'], texts.notPending, async (tx, row) => {
  await updateRegistration(tx, row.id, { status: 'rejected' });
  return registrationNotices.rejected(row.brandName);
});

/** Rejected → pending: an administrator reconsiders a rejection; it is then approved or rejected anew. */
export const reopenRegistration = decision(['rejected'], texts.notRejected, async (tx, row) => {
  await updateRegistration(tx, row.id, { status: 'pending' });
  return registrationNotices.reopened(row.brandName);
});

/**
 * Approved or expired → approved for 3 or 6 months from now: expiration date, duration and status, and the
 * registration's shop products active again.
 */
export const extendRegistration = decision(
  ['approved', 'expired'],
  texts.notExtendable,
  async (tx, row, input: MarqetExtendInput) => {
    await updateRegistration(tx, row.id, {
      status: 'approved',
      durationMonths: input.months,
      expirationDate: addMonths(new Date(), input.months),
    });
    await setRegistrationProductsActive(tx, [row.id], true);
    return registrationNotices.extended(row.brandName, input.months);
  },
);
