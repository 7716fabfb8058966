import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { chatMessages, chatReports } from '../../db/schema/chat';

/** The back office's reads and writes of members' reports about chat messages. */

type Executor = Db | Tx;

const reporter = alias(users, 'reporter');
const reported = alias(users, 'reported');

export async function listOpenReports(db: Executor) {
  return db
    .select({
      id: chatReports.id,
      body: chatReports.body,
      reason: chatReports.reason,
      messageId: chatReports.messageId,
      messageSentAt: chatMessages.createdAt,
      createdAt: chatReports.createdAt,
      reporterId: reporter.id,
      reporterFirstName: reporter.firstName,
      reporterLastName: reporter.lastName,
      reporterAvatarUrl: reporter.image,
      reportedId: reported.id,
      reportedFirstName: reported.firstName,
      reportedLastName: reported.lastName,
      reportedAvatarUrl: reported.image,
    })
    .from(chatReports)
    .leftJoin(chatMessages, eq(chatMessages.id, chatReports.messageId))
    .leftJoin(reporter, eq(reporter.id, chatReports.reporterId))
    .leftJoin(reported, eq(reported.id, chatReports.reportedId))
    .where(eq(chatReports.status, 'open'))
    .orderBy(asc(chatReports.createdAt), asc(chatReports.id))
    .limit(200);
}

export async function resolveReport(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(chatReports)
    .set({ status: 'resolved', resolvedAt: new Date() })
    .where(and(eq(chatReports.id, id), eq(chatReports.status, 'open')))
    .returning({ id: chatReports.id });
  return rows.length > 0;
}
