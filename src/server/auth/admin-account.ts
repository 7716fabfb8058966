import { eq } from 'drizzle-orm';
import type { Deps } from '../app-env';
import { users } from '../db/schema';

/** Create the administrator, or promote an existing member and set the given password. */
export async function ensureAdmin(
  deps: Pick<Deps, 'db' | 'auth' | 'logger'>,
  {
    email,
    password,
    firstName = 'Fete',
    lastName = 'Admin',
  }: { email: string; password: string; firstName?: string; lastName?: string },
): Promise<string> {
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
  } else {
    const ctx = await deps.auth.$context;
    await ctx.internalAdapter.updatePassword(id, await ctx.password.hash(password));
  }
  // Administrators keep their access: no membership expiry.
  await deps.db.update(users).set({ role: 'admin', membershipExpiresAt: null }).where(eq(users.id, id));
  deps.logger.info({ email: normalized }, existing ? 'administrator promoted' : 'administrator created');
  return id;
}
