import { chatMessages as texts, chatPolicy, type ChatReportList } from '../../../shared/domains/chat';
import { AppError } from '../../../shared/errors';
import type { Actor } from '../../app-env';
import type { Db } from '../../db/client';
import { authorize } from '../../platform/authorize';
import { listOpenReports, resolveReport } from './admin-queries';
import { person } from './service';

/** The back office's list of members' reports about chat messages, and closing one. */

export async function openReports(db: Db, actor: Actor): Promise<ChatReportList> {
  authorize(chatPolicy.handleReports(actor));
  const rows = await listOpenReports(db);
  return {
    items: rows.map((r) => ({
      id: r.id,
      body: r.body,
      reason: r.reason,
      messageId: r.messageId,
      messageSentAt: r.messageSentAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      reporter: person(r.reporterId, r.reporterFirstName, r.reporterLastName, r.reporterAvatarUrl),
      reported: person(r.reportedId, r.reportedFirstName, r.reportedLastName, r.reportedAvatarUrl),
    })),
  };
}

export async function closeReport(db: Db, actor: Actor, id: string): Promise<ChatReportList> {
  authorize(chatPolicy.handleReports(actor));
  if (!(await resolveReport(db, id))) throw new AppError('NOT_FOUND', texts.reportNotFound);
  return openReports(db, actor);
}
