import type { EventItem } from '../../../shared/schemas/public';
import { ContentLink, ExternalLink, safeHttpUrl, sitePath } from '../../components/listing/external-link';
import { useNotice } from '../../components/listing/notice-dialog';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Icon } from '../../components/ui/icon';
import { eventMessages } from './messages';

/**
 * Ways to get in: the organiser's ticket link, tickets with Fete ID (members only: visitors are asked to
 * sign in) and FeteRide when the event offers rides.
 */
export function EventTickets({ event, signedIn }: { event: EventItem; signedIn: boolean }) {
  const notice = useNotice();
  const ticketUrl = safeHttpUrl(event.ticketUrl);
  const feteIdUrl = safeHttpUrl(event.feteIdTicketUrl);
  const rideUrl = sitePath(event.feteRideUrl) ?? safeHttpUrl(event.feteRideUrl);
  // Visitors get no Fete ID link, only word that there is one (they are asked to sign in).
  const offersFeteId = feteIdUrl !== null || event.hasFeteIdTicket;
  if (!ticketUrl && !offersFeteId && !rideUrl) return null;

  return (
    <Card className="flex flex-col gap-3 p-5 sm:p-5">
      <h2 className="font-display text-lg font-bold text-night-900">Tickets</h2>
      <ExternalLink href={ticketUrl} icon className={buttonClasses({ block: true })}>
        <Icon name="ticket" />
        Get Tickets
      </ExternalLink>
      {offersFeteId ? (
        signedIn && feteIdUrl ? (
          <ExternalLink
            href={feteIdUrl}
            icon
            className={buttonClasses({ variant: 'secondary', block: true })}
          >
            <Icon name="idCard" />
            Get Tickets with Fete ID
          </ExternalLink>
        ) : (
          <button
            type="button"
            onClick={() => notice.show(eventMessages.signInForFeteIdTickets, true)}
            className={buttonClasses({ variant: 'secondary', block: true })}
          >
            <Icon name="idCard" />
            Get Tickets with Fete ID
          </button>
        )
      ) : null}
      <ContentLink
        href={rideUrl}
        icon
        className="inline-flex items-center justify-center gap-2 rounded-full bg-sea-50 px-4 py-2.5 text-sm font-semibold text-sea-800 ring-1 ring-sea-600/30 hover:bg-sea-100"
      >
        <Icon name="car" />
        FeteRide Available
      </ContentLink>
      {notice.dialog}
    </Card>
  );
}
