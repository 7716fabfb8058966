import { and, eq, like, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { verifications } from '../db/schema';

/** Header the app sets from the socket address; clients cannot supply it (it is overwritten). */
export const CLIENT_IP_HEADER = 'x-fete-client-ip';

/** better-auth keeps a reset link's token as a verification row `reset-password:<token>` → user id. */
export const RESET_TOKEN_PREFIX = 'reset-password:';

/** Delete the member's password-reset tokens (all of them, or all but `keep`). */
export async function deleteResetTokens(db: Db, userId: string, keep?: string): Promise<void> {
  await db
    .delete(verifications)
    .where(
      and(
        eq(verifications.value, userId),
        like(verifications.identifier, `${RESET_TOKEN_PREFIX}%`),
        keep ? ne(verifications.identifier, `${RESET_TOKEN_PREFIX}${keep}`) : undefined,
      ),
    );
}
