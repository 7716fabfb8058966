import type { MatrixRow } from './authorization-row-kit';
import { accountRows } from './authorization-rows-account';
import { adminRows } from './authorization-rows-admin';
import { bandCompareRows } from './authorization-rows-bands';
import { listingsRows } from './authorization-rows-listings';
import { managersRows } from './authorization-rows-managers';
import { membersRows } from './authorization-rows-members';
import { plansRows } from './authorization-rows-plans';
import { seasonRows } from './authorization-rows-season';
import { VARIANT_ROWS } from './authorization-variant-rows';

export type { Ctx, MatrixRequest, MatrixRow } from './authorization-row-kit';

/**
 * The rows of the authorization matrix (authorization-matrix.test.ts), keyed `METHOD path` like
 * `routes.records`. A row says how to make a valid request; the expected answers follow from the route's
 * declared level (public, user, admin) and the row's owner rule, so a row only states what differs, with why.
 */

export const MATRIX: Record<string, MatrixRow> = {
  ...accountRows,
  ...adminRows,
  ...listingsRows,
  ...bandCompareRows,
  ...managersRows,
  ...membersRows,
  ...plansRows,
  ...seasonRows,
  // What an attacker tries next on the same routes (issue #20): authorization-variant-rows.ts.
  ...VARIANT_ROWS,
};
