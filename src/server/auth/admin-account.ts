import { eq } from 'drizzle-orm';
import type { Deps } from '../app-env';
import { sessions, users } from '../db/schema';

export interface AdminInput {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

/** Create the administrator, or promote an existing member and set the given password. */
export async function upsertAdmin(
  deps: Pick<Deps, 'db' | 'auth' | 'logger'>,
  { email, password, firstName = 'Fete', lastName = 'Admin' }: AdminInput,
): Promise<{ id: string; created: boolean }> {
  const normalized = email.trim().toLowerCase();
  const [existing] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, normalized));
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
    // Sign-up signs in; nobody holds the cookie of that session, so it should not linger.
    await deps.db.delete(sessions).where(eq(sessions.userId, id));
  } else {
    const ctx = await deps.auth.$context;
    await ctx.internalAdapter.updatePassword(id, await ctx.password.hash(password));
  }
  // Administrators keep their access: no membership expiry.
  await deps.db
    .update(users)
    .set({ role: 'admin', membershipExpiresAt: null, updatedAt: new Date() })
    .where(eq(users.id, id));
  deps.logger.info({ email: normalized }, existing ? 'administrator promoted' : 'administrator created');
  return { id, created: !existing };
}

/** As upsertAdmin, returning the administrator's id (ADMIN_EMAIL at start, tests, the demo seed). */
export async function ensureAdmin(
  deps: Pick<Deps, 'db' | 'auth' | 'logger'>,
  input: AdminInput,
): Promise<string> {
  return (await upsertAdmin(deps, input)).id;
}
