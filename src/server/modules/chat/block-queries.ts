import { and, eq, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { chatBlocks } from '../../db/schema/chat';

type Executor = Db | Tx;

/** Is there a block either way between the two members? */
export async function blocksBetween(db: Executor, me: string, other: string) {
  const rows = await db
    .select({ blockerId: chatBlocks.blockerId })
    .from(chatBlocks)
    .where(
      or(
        and(eq(chatBlocks.blockerId, me), eq(chatBlocks.blockedId, other)),
        and(eq(chatBlocks.blockerId, other), eq(chatBlocks.blockedId, me)),
      ),
    );
  return {
    byMe: rows.some((r) => r.blockerId === me),
    byThem: rows.some((r) => r.blockerId === other),
  };
}

export async function insertBlock(db: Executor, blockerId: string, blockedId: string): Promise<void> {
  await db.insert(chatBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function deleteBlock(db: Executor, blockerId: string, blockedId: string): Promise<void> {
  await db
    .delete(chatBlocks)
    .where(and(eq(chatBlocks.blockerId, blockerId), eq(chatBlocks.blockedId, blockedId)));
}
