import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { eventAdminMessages as texts } from '../../../../shared/domains/event-admin';
import { SubmitButton } from '../../../components/form/submit-button';
import { FeatureToggle } from '../../../components/listing/feature-toggle';
import { ActiveToggle, DeleteButton } from '../../../components/manager/item-actions';
import { ManagerCard } from '../../../components/manager/manager-card';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { imageSrc } from '../../../lib/images';
import { EventDates, EventTimes } from '../event-date-format';
import { EventForm } from '../event-form';
import { formatPrice, placeLine } from '../format';
import { EventDiscountsEditor } from './event-discounts-editor';
import { EventReportsPanel } from './event-reports-panel';
import { eventAdminApi, type AdminEventItem } from './api';

const reportsText = (n: number) => (n === 1 ? '1 open report' : `${n} open reports`);

/** One event of the manager: its facts and actions, or (one at a time) its edit form, discounts and reports. */
export function EventManagerCard({
  event,
  editing,
  onEdit,
  onDone,
  flash,
}: {
  event: AdminEventItem;
  editing: boolean;
  onEdit: () => void;
  onDone: () => void;
  flash: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const [showReports, setShowReports] = useState(false);
  const ops = eventAdminApi(queryClient);

  const badges = (
    <>
      {event.featured ? <Badge tone="gold">Featured</Badge> : null}
      {event.openReports > 0 ? <Badge tone="danger">{reportsText(event.openReports)}</Badge> : null}
    </>
  );

  if (editing) {
    return (
      <ManagerCard title={`Edit: ${event.title}`} active={event.active} badges={badges} editing>
        <div className="flex flex-col gap-8">
          <EventForm
            mode="admin"
            event={event}
            label={`Edit ${event.title}`}
            errorFallback={texts.updateFailed}
            onSubmit={async (values) => {
              await ops.save(event.id, values);
              flash(texts.updated);
              onDone();
            }}
            actions={
              <>
                <SubmitButton loadingText="Saving...">Save</SubmitButton>
                <Button variant="secondary" onClick={onDone}>
                  Cancel
                </Button>
              </>
            }
          />
          <EventDiscountsEditor eventId={event.id} eventTitle={event.title} />
          <EventReportsPanel eventId={event.id} />
        </div>
      </ManagerCard>
    );
  }

  return (
    <ManagerCard
      title={event.title}
      imageUrl={imageSrc(event.imageUrl)}
      active={event.active}
      badges={badges}
      actions={
        <>
          <Button variant="primary" size="sm" onClick={onEdit} aria-label={`Edit ${event.title}`}>
            Edit
          </Button>
          <ActiveToggle
            active={event.active}
            itemName={event.title}
            failedMessage={texts.updateFailed}
            onToggle={async (next) => {
              await ops.setActive(event.id, next);
              flash(next ? texts.activated : texts.deactivated);
            }}
          />
          {/* The star alone: with showText its words ('Featured') would differ from its name ('Feature …');
              the Featured badge above says the state in words. */}
          <FeatureToggle kind="event" id={event.id} featured={event.featured} label={event.title} />
          {event.openReports > 0 ? (
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={showReports}
              onClick={() => setShowReports((open) => !open)}
            >
              {showReports ? 'Hide reports' : `Reports (${event.openReports})`}
            </Button>
          ) : null}
          <DeleteButton
            itemName={event.title}
            message={texts.confirmDelete}
            failedMessage={texts.deleteFailed}
            onDelete={async () => {
              await ops.delete(event.id);
              flash(texts.deleted);
            }}
          />
        </>
      }
    >
      <dl className="grid gap-1">
        <div>
          <dt className="sr-only">Date</dt>
          <dd>
            <EventDates event={event} />
          </dd>
        </div>
        <div>
          <dt className="sr-only">Time</dt>
          <dd>
            <EventTimes event={event} />
          </dd>
        </div>
        <div>
          <dt className="sr-only">Place</dt>
          <dd>{placeLine(event.location, event.state, event.country)}</dd>
        </div>
        <div>
          <dt className="sr-only">Category and price</dt>
          <dd>
            {event.category} · {formatPrice(event.priceCents)}
          </dd>
        </div>
        <div>
          <dt className="sr-only">Organiser</dt>
          <dd className="text-gray-600">Organiser: {event.organizer?.name ?? 'None'}</dd>
        </div>
      </dl>
      {showReports ? (
        <div className="mt-4">
          <EventReportsPanel eventId={event.id} />
        </div>
      ) : null}
    </ManagerCard>
  );
}
