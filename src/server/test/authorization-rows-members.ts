import {
  createConversation,
  createNotification,
  createStaffApplication,
  createStaffPosition,
} from '../db/factories';
import { eq } from 'drizzle-orm';
import { chatMessages, chatReports } from '../db/schema';
import { newMember, uploadAs } from './actors';
import { emailPreferences } from '../modules/notifications/notifications-testing';
import { unsubscribeToken } from '../modules/notifications/unsubscribe';
import {
  MatrixRow,
  get,
  withItem,
  withTarget,
  staffPosition,
  registrationBody,
  registrationOf,
  receipt,
  ownConversation,
} from './authorization-row-kit';

/** Rows of the authorization matrix (authorization-rows.ts): Notifications, Marqet registrations, staff, receipts, unsubscribing, Fete Nation and Fete Chat. */
export const membersRows: Record<string, MatrixRow> = {
  // Notifications: each member's own.
  // Fete Marqet registration: members register and read their own; administrators review.
  'POST /api/marqet/registrations': {
    request: () => ({ path: '/api/marqet/registrations', method: 'POST', json: registrationBody }),
  },
  'GET /api/me/marqet-registrations': get('/api/me/marqet-registrations'),
  'GET /api/me/marqet-registrations/:id': {
    owner: 'owner-and-admin',
    fixture: registrationOf(),
    request: (_ctx, _caller, r: { id: string }) => ({ path: `/api/me/marqet-registrations/${r.id}` }),
  },
  'GET /api/admin/marqet-registrations': get('/api/admin/marqet-registrations?q=matrix&status=pending'),
  'GET /api/admin/marqet-registrations/:id': withItem(
    registrationOf(),
    (id) => `/api/admin/marqet-registrations/${id}`,
  ),
  'POST /api/admin/marqet-registrations/:id/approve': withItem(
    registrationOf(),
    (id) => `/api/admin/marqet-registrations/${id}/approve`,
    { method: 'POST' },
  ),
  'POST /api/admin/marqet-registrations/:id/reject': withItem(
    registrationOf(),
    (id) => `/api/admin/marqet-registrations/${id}/reject`,
    { method: 'POST' },
  ),
  'POST /api/admin/marqet-registrations/:id/reopen': withItem(
    registrationOf('rejected'),
    (id) => `/api/admin/marqet-registrations/${id}/reopen`,
    { method: 'POST' },
  ),
  'POST /api/admin/marqet-registrations/:id/extend': withItem(
    registrationOf('approved'),
    (id) => `/api/admin/marqet-registrations/${id}/extend`,
    { method: 'POST', json: { months: 6 } },
  ),
  'GET /api/notifications': get('/api/notifications'),
  'POST /api/notifications/:id/read': {
    owner: 'owner-only',
    fixture: ({ t, callers }) => createNotification(t.db, callers.owner.userId!),
    request: (_ctx, _caller, notice: { id: string }) => ({
      path: `/api/notifications/${notice.id}/read`,
      method: 'POST',
    }),
  },
  'POST /api/notifications/read-all': {
    request: () => ({ path: '/api/notifications/read-all', method: 'POST' }),
  },

  // Staff: members apply for open positions; the back office manages positions and reviews applications.
  'GET /api/staff/positions': get('/api/staff/positions'),
  'POST /api/staff/applications': {
    fixture: ({ t }) => createStaffPosition(t.db),
    request: (_ctx, _caller, position: { id: string }) => ({
      path: '/api/staff/applications',
      method: 'POST',
      json: {
        positionId: position.id,
        fullName: 'Matrix Applicant',
        email: 'matrix.applicant@example.com',
        phone: '+1 868 555 0100',
        agreeToTerms: true,
      },
    }),
  },
  'GET /api/me/staff-applications': get('/api/me/staff-applications'),
  'GET /api/staff/applications/:id/resume': {
    // Administrators only: the applicant too gets 404 here (they keep their own file at /api/files/{id}),
    // and memberA, who has a resume of their own on file, cannot reach this one.
    fixture: async ({ t, callers }) => {
      const position = await createStaffPosition(t.db);
      const mine = await uploadAs(t, callers.memberA.cookie!, 'resume');
      await createStaffApplication(t.db, position.id, callers.memberA.userId!, { resumeUploadId: mine });
      const resume = await uploadAs(t, callers.owner.cookie!, 'resume');
      return createStaffApplication(t.db, position.id, callers.owner.userId!, { resumeUploadId: resume });
    },
    request: (_ctx, _caller, application: { id: string }) => ({
      path: `/api/staff/applications/${application.id}/resume`,
    }),
    expect: { memberA: 404, memberB: 404, owner: 404 },
  },
  'GET /api/admin/staff-positions': get('/api/admin/staff-positions?q=host'),
  'POST /api/admin/staff-positions': {
    request: () => ({
      path: '/api/admin/staff-positions',
      method: 'POST',
      json: {
        title: 'Matrix Steward',
        description: 'Keeps the road safe.',
        requirements: ['Stamina'],
        salaryRange: '$20 per hour',
      },
    }),
  },
  'GET /api/admin/staff-positions/:id': withItem(staffPosition, (id) => `/api/admin/staff-positions/${id}`),
  'PATCH /api/admin/staff-positions/:id': withItem(
    staffPosition,
    (id) => `/api/admin/staff-positions/${id}`,
    {
      method: 'PATCH',
      json: { active: false },
    },
  ),
  'DELETE /api/admin/staff-positions/:id': withItem(
    staffPosition,
    (id) => `/api/admin/staff-positions/${id}`,
    {
      method: 'DELETE',
    },
  ),
  'GET /api/admin/staff-positions/:positionId/applications': withItem(
    staffPosition,
    (id) => `/api/admin/staff-positions/${id}/applications?q=kaia`,
  ),
  'GET /api/admin/staff-positions/:positionId/export': withItem(
    staffPosition,
    (id) => `/api/admin/staff-positions/${id}/export`,
  ),
  'PATCH /api/admin/staff-applications/:id': {
    fixture: async ({ t, callers }) => {
      const position = await createStaffPosition(t.db);
      return createStaffApplication(t.db, position.id, callers.owner.userId!);
    },
    request: (_ctx, _caller, application: { id: string }) => ({
      path: `/api/admin/staff-applications/${application.id}`,
      method: 'PATCH',
      json: { status: 'interviewed' },
    }),
  },
  // Receipts: the manager is administrators'; a member reads their own (another member's is 404).
  'GET /api/admin/receipts': get('/api/admin/receipts?q=costume'),
  'POST /api/admin/receipts': {
    request: ({ callers }) => ({
      path: '/api/admin/receipts',
      method: 'POST',
      json: {
        userId: callers.owner.userId,
        title: 'Matrix receipt',
        items: [{ description: 'Costume', quantity: 1, unitPriceCents: 50_000 }],
      },
    }),
  },
  'GET /api/admin/receipts/:id': withItem(receipt, (id) => `/api/admin/receipts/${id}`),
  'PUT /api/admin/receipts/:id': withItem(receipt, (id) => `/api/admin/receipts/${id}`, {
    method: 'PUT',
    json: {
      title: 'Matrix receipt (edited)',
      items: [{ description: 'Ticket', quantity: 2, unitPriceCents: 100 }],
    },
  }),
  'DELETE /api/admin/receipts/:id': withItem(receipt, (id) => `/api/admin/receipts/${id}`, {
    method: 'DELETE',
  }),
  'POST /api/admin/receipts/:id/copy': {
    fixture: receipt,
    request: ({ callers }, _caller, item: { id: string }) => ({
      path: `/api/admin/receipts/${item.id}/copy`,
      method: 'POST',
      json: { userId: callers.memberB.userId },
    }),
  },
  'GET /api/me/receipts': get('/api/me/receipts'),
  'GET /api/me/receipts/status': get('/api/me/receipts/status'),
  'POST /api/me/receipts/seen': { request: () => ({ path: '/api/me/receipts/seen', method: 'POST' }) },
  'GET /api/me/receipts/:receiptId': {
    // A member's receipt is theirs alone here; administrators read it in the manager.
    owner: 'owner-only',
    fixture: receipt,
    request: (_ctx, _caller, item: { id: string }) => ({ path: `/api/me/receipts/${item.id}` }),
  },
  'GET /api/notifications/preferences': get('/api/notifications/preferences'),
  'GET /api/notifications/reminders': get('/api/notifications/reminders'),
  'PUT /api/notifications/reminders': {
    request: () => ({ path: '/api/notifications/reminders', method: 'PUT', json: { liked: true } }),
  },
  // Public: the signed token is the key (a mail client unsubscribes without a session). Each caller a token
  // of its own member, made with the server's key, as a mail would carry it.
  'GET /api/unsubscribe/:token': {
    fixture: async ({ t }) => unsubscribeToken(t.config, (await newMember(t)).userId, 'chat'),
    request: (_ctx, _caller, token: string) => ({ path: `/api/unsubscribe/${token}` }),
  },
  'POST /api/unsubscribe/:token': {
    fixture: async ({ t }) => unsubscribeToken(t.config, (await newMember(t)).userId, 'chat'),
    request: (_ctx, _caller, token: string) => ({ path: `/api/unsubscribe/${token}`, method: 'POST' }),
  },
  'PUT /api/notifications/preferences': {
    request: () => ({
      path: '/api/notifications/preferences',
      method: 'PUT',
      json: emailPreferences({ chat: false }),
    }),
  },

  // Fete Nation: members only; any member sees any listed member.
  'GET /api/members/directory': get('/api/members/directory?q=a&territory=Trinidad+and+Tobago'),
  'GET /api/members/directory/:member': withTarget((id) => ({ path: `/api/members/directory/${id}` })),

  // Fete Chat: a conversation is its two participants' only (the owner and a member made for the row).
  'GET /api/chat/conversations': get('/api/chat/conversations'),
  'GET /api/chat/unread': get('/api/chat/unread'),
  'POST /api/chat/conversations': withTarget((id) => ({
    path: '/api/chat/conversations',
    method: 'POST',
    json: { with: id },
  })),
  'GET /api/chat/conversations/:id': ownConversation((id) => ({ path: `/api/chat/conversations/${id}` })),
  'GET /api/chat/conversations/:id/messages': ownConversation((id) => ({
    path: `/api/chat/conversations/${id}/messages?limit=5`,
  })),
  'POST /api/chat/conversations/:id/messages': ownConversation((id) => ({
    path: `/api/chat/conversations/${id}/messages`,
    method: 'POST',
    json: { body: 'Matrix hello https://example.com' },
  })),
  'POST /api/chat/conversations/:id/read': ownConversation((id) => ({
    path: `/api/chat/conversations/${id}/read`,
    method: 'POST',
  })),
  'POST /api/chat/messages/:id/report': {
    // Only a participant reports, and only the other member's message: the owner reports it once.
    owner: 'owner-only',
    fixture: async ({ t, callers }) => {
      const other = await newMember(t);
      const conversation = await createConversation(
        t.db,
        [callers.owner.userId!, other.userId],
        [{ senderId: other.userId, body: 'Reported in the matrix' }],
      );
      const [message] = await t.db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, conversation.id));
      return { id: message!.id };
    },
    request: (_ctx, _caller, message: { id: string }) => ({
      path: `/api/chat/messages/${message.id}/report`,
      method: 'POST',
      json: { reason: 'Spam' },
    }),
  },
  'PUT /api/chat/blocks/:member': withTarget((id) => ({ path: `/api/chat/blocks/${id}`, method: 'PUT' })),
  'DELETE /api/chat/blocks/:member': withTarget((id) => ({
    path: `/api/chat/blocks/${id}`,
    method: 'DELETE',
  })),
  'GET /api/admin/chat-reports': get('/api/admin/chat-reports'),
  'POST /api/admin/chat-reports/:id/resolve': {
    fixture: async ({ t }) => {
      const [a, b] = [await newMember(t), await newMember(t)];
      const conversation = await createConversation(
        t.db,
        [a.userId, b.userId],
        [{ senderId: b.userId, body: 'To be resolved' }],
      );
      const [report] = await t.db
        .insert(chatReports)
        .values({ conversationId: conversation.id, reporterId: a.userId, reportedId: b.userId, body: 'x' })
        .returning({ id: chatReports.id });
      return { id: report!.id };
    },
    request: (_ctx, _caller, report: { id: string }) => ({
      path: `/api/admin/chat-reports/${report.id}/resolve`,
      method: 'POST',
    }),
  },
};
