import { chatEndpoints as e } from '../../../shared/contracts/chat';
import { chatMessages as texts } from '../../../shared/domains/chat';
import type { Routes } from '../../platform/http';
import { closeReport, openReports } from './admin-service';

/** The back office's chat reports (/api/admin/chat-reports…). */
export function registerChatAdminRoutes(routes: Routes): void {
  routes.implement(e.reports, { keep: 'per-admin' }, ({ c, actor }) => openReports(c.get('deps').db, actor));
  routes.implement(e.resolveReport, { notFound: texts.reportNotFound }, ({ c, actor, params }) =>
    closeReport(c.get('deps').db, actor, params.id),
  );
}
