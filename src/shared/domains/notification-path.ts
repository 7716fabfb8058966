import { detailPath } from '../item-paths';

const titleOf = (data: Record<string, unknown>) => (typeof data.title === 'string' ? data.title : '');

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
  // A Fete Marqet registration's decisions and expiry: the member's registrations, with status and renewal.
  if (notice.type.startsWith('registration_')) return '/dashboard?tab=marqet';
  // Reminders (decision 0034): the event or band itself, or the receipts with the instalment.
  // The canonical address when the notice names the title (decision 0033); a bare id (older notices) still
  // finds the page, which the server redirects.
  if (notice.type === 'reminder_event' && typeof notice.data.eventId === 'string')
    return detailPath('event', encodeURIComponent(notice.data.eventId), titleOf(notice.data));
  // A band the member watched has opened registration (decision 0052): its page.
  const aboutBand = notice.type === 'reminder_band' || notice.type === 'band_registration_open';
  if (aboutBand && typeof notice.data.bandId === 'string')
    return detailPath('band', encodeURIComponent(notice.data.bandId), titleOf(notice.data));
  if (notice.type.startsWith('reminder_payment')) return '/dashboard?tab=receipts';
  if (notice.type === 'chat_message' && typeof notice.data.conversationId === 'string') {
    return `/fete-chat?conversation=${encodeURIComponent(notice.data.conversationId)}`;
  }
  // The chat digest (decision 0030) and the per-conversation notices written before it.
  if (notice.type.startsWith('chat_')) return '/fete-chat';
  return '/dashboard';
}
