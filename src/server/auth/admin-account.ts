import { eq } from 'drizzle-orm';
import type { Deps } from '../app-env';
import { sessions, users } from '../db/schema';
import { clearAccountLimits } from './account-limits';

export interface AdminInput {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

export type AdminOutcome = 'created' | 'promoted' | 'password set' | 'unchanged';

export interface AdminOptions {
  /**
   * Set the password of an account that is already an administrator. The start-up path (ADMIN_EMAIL and
   * ADMIN_PASSWORD) leaves it alone, so a password changed later in the app is not undone at every start;
   * the admin CLI, run on purpose by an operator, sets it.
   */
  setPassword?: boolean;
}

type AdminDeps = Pick<Deps, 'db' | 'auth' | 'logger'>;

/**
 * Make `email` an administrator.
 * - No account yet: create it with the password.
 * - A member who is not an administrator: promote, set the password and end every session. Anyone may have
 *   registered the future administrator's address in advance; neither their password nor their sessions may
 *   carry over into the back office.
 * - Already an administrator: see `setPassword`; setting it also ends every session.
 */
export async function upsertAdmin(
  deps: AdminDeps,
  { email, password, firstName = 'Fete', lastName = 'Admin' }: AdminInput,
  { setPassword = false }: AdminOptions = {},
): Promise<{ id: string; outcome: AdminOutcome }> {
  const normalized = email.trim().toLowerCase();
  const [existing] = await deps.db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, normalized));
  let outcome: AdminOutcome;
  let id = existing?.id;
  if (!id) {
    const result = await deps.auth.api.signUpEmail({
      body: {
        email: normalized,
        password,
        name: `${firstName} ${lastName}`,
        firstName,
        lastName,
        territory: 'Trinidad and Tobago',
        locality: 'Port of Spain',
      },
    });
    id = result.user.id;
    outcome = 'created';
  } else if (existing.role !== 'admin' || setPassword) {
    const ctx = await deps.auth.$context;
    await ctx.internalAdapter.updatePassword(id, await ctx.password.hash(password));
    outcome = existing.role !== 'admin' ? 'promoted' : 'password set';
  } else {
    outcome = 'unchanged';
  }
  if (outcome !== 'unchanged') {
    // Sign-up signs in (nobody holds that cookie); a promotion or a new password ends what came before.
    await deps.db.delete(sessions).where(eq(sessions.userId, id));
    // The operator set the password on purpose (`npm run admin`): holds from guessing at it go too.
    await clearAccountLimits(deps.db, (await deps.auth.$context).secret, normalized);
  }
  // Administrators keep their access: no membership expiry. The operator vouches for the address: verified.
  await deps.db
    .update(users)
    .set({ role: 'admin', membershipExpiresAt: null, emailVerified: true, updatedAt: new Date() })
    .where(eq(users.id, id));
  if (outcome !== 'unchanged') deps.logger.info({ userId: id }, `administrator ${outcome}`);
  return { id, outcome };
}

/** As upsertAdmin, returning the administrator's id (ADMIN_EMAIL at start, tests, the demo seed). */
export async function ensureAdmin(deps: AdminDeps, input: AdminInput): Promise<string> {
  return (await upsertAdmin(deps, input)).id;
}
