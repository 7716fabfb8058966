import {
  marqetRegistrationPolicy as policy,
  marqetRegistrationMessages as texts,
  registrationNotices,
  type AdminMarqetRegistration,
  type AdminMarqetRegistrationPage,
  type AdminMarqetRegistrationQuery,
  type MarqetExtendInput,
} from '../../../shared/domains/marqet-registration';
import { AppError } from '../../../shared/errors';
import type { Actor, Deps } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import type { MarqetRegistration, NewMarketProduct } from '../../db/schema/marqet';
import { authorize } from '../../platform/authorize';
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

type MailDeps = Pick<Deps, 'db' | 'mailer' | 'logger' | 'config'>;

function toAdmin(
  row: AdminRegistrationRow,
  shop: Map<string, { id: string; name: string; active: boolean }[]>,
  now = new Date(),
): AdminMarqetRegistration {
  const { submitterName, submitterEmail } = row;
  return {
    ...toView(row, now),
    userId: row.userId,
    submitterName,
    submitterEmail,
    shopProducts: shop.get(row.id) ?? [],
  };
}

export async function listAdminRegistrations(
  db: Db,
  actor: Actor,
  query: AdminMarqetRegistrationQuery,
): Promise<AdminMarqetRegistrationPage> {
  authorize(policy.review(actor));
  const page = await searchAdminRegistrations(db, query);
  const shop = await shopProductsOf(
    db,
    page.items.map((r) => r.id),
  );
  return { ...page, items: page.items.map((row) => toAdmin(row, shop)) };
}

export async function getAdminRegistration(
  db: Db,
  actor: Actor,
  id: string,
): Promise<AdminMarqetRegistration> {
  authorize(policy.review(actor));
  const row = await findAdminRegistration(db, id);
  if (!row) throw notFound();
  return toAdmin(row, await shopProductsOf(db, [id]));
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

/** What the submitter is told of a decision. */
type Notice = { type: string; title: string; message: string };

/**
 * One decision on a registration, in one transaction with the submitter's notification; the mail goes after
 * the commit. `apply` checks the status it starts from and writes the change.
 */
async function decide(
  deps: MailDeps,
  actor: Actor,
  id: string,
  apply: (tx: Tx, row: MarqetRegistration) => Promise<Notice>,
): Promise<AdminMarqetRegistration> {
  authorize(policy.review(actor));
  const notice = await deps.db.transaction(async (tx) => {
    const row = await lockRegistration(tx, id);
    if (!row) throw notFound();
    const told = await apply(tx, row);
    return notify(tx, row.userId, { ...told, data: { registrationId: row.id } });
  });
  await mailNotification(deps, notice);
  return getAdminRegistration(deps.db, actor, id);
}

/** Pending → approved: the expiration date is set from now and the products go into the shop, active. */
export function approveRegistration(
  deps: MailDeps,
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<AdminMarqetRegistration> {
  return decide(deps, actor, id, async (tx, row) => {
    requireStatus(row, 'pending');
    await updateRegistration(tx, id, {
      status: 'approved',
      expirationDate: addMonths(now, row.durationMonths),
    });
    await insertShopProducts(tx, shopProductsFrom(row));
    return registrationNotices.approved(row.brandName);
  });
}

/** Why a decision that starts from a status is refused from any other. */
const refusals = { pending: texts.notPending, rejected: texts.notRejected } as const;

function requireStatus(row: MarqetRegistration, status: keyof typeof refusals) {
  if (row.status !== status) throw new AppError('CONFLICT', refusals[status]);
}

/** A decision that only moves the status `from` → `to` and tells the submitter with `notice`. */
function moveStatus(
  deps: MailDeps,
  actor: Actor,
  id: string,
  from: keyof typeof refusals,
  to: MarqetRegistration['status'],
  notice: (brand: string) => Notice,
): Promise<AdminMarqetRegistration> {
  return decide(deps, actor, id, async (tx, row) => {
    requireStatus(row, from);
    await updateRegistration(tx, id, { status: to });
    return notice(row.brandName);
  });
}

/** Pending → rejected. */
export const rejectRegistration = (deps: MailDeps, actor: Actor, id: string) =>
  moveStatus(deps, actor, id, 'pending', 'rejected', registrationNotices.rejected);

/** Rejected → pending: an administrator reconsiders a rejection; it is then approved or rejected anew. */
export const reopenRegistration = (deps: MailDeps, actor: Actor, id: string) =>
  moveStatus(deps, actor, id, 'rejected', 'pending', registrationNotices.reopened);

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
