/**
 * Where a notification leads in the site (the e-mail's button and the list's link). Kept apart from the
 * notifications contract, which builds zod schemas when it loads: the avatar menu is part of every page's first
 * script, and this is all it needs from the contract.
 */
export function notificationPath(notice: { type: string; data: Record<string, unknown> }): string {
  if (notice.type === 'form_status_update') return '/dashboard?tab=forms';
  // The applicant follows their staff applications where they apply.
  if (notice.type === 'staff_application' || notice.type === 'staff_application_update')
    return '/staff-application';
  if (notice.type === 'receipt_created') return '/dashboard?tab=receipts';
  // Reminders (decision 0034): the event or band itself, or the receipts with the instalment.
  if (notice.type === 'reminder_event' && typeof notice.data.eventId === 'string')
    return `/events/${encodeURIComponent(notice.data.eventId)}`;
  if (notice.type === 'reminder_band' && typeof notice.data.bandId === 'string')
    return `/bands/${encodeURIComponent(notice.data.bandId)}`;
  if (notice.type.startsWith('reminder_payment')) return '/dashboard?tab=receipts';
  if (notice.type === 'chat_message' && typeof notice.data.conversationId === 'string') {
    return `/fete-chat?conversation=${encodeURIComponent(notice.data.conversationId)}`;
  }
  // The chat digest (decision 0030) and the per-conversation notices written before it.
  if (notice.type.startsWith('chat_')) return '/fete-chat';
  return '/dashboard';
}
