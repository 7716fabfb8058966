import type { ReactNode } from 'react';
import { COUNTRIES, EVENT_CATEGORIES } from '../../../shared/constants';
import {
  adminEventInputSchema,
  EVENT_DEFAULTS,
  memberEventInputSchema,
  type AdminEventInput,
  type MemberEventInput,
} from '../../../shared/domains/event-admin';
import type { EventItem } from '../../../shared/schemas/public';
import { FormSelectField, FormTextArea, FormTextField } from '../../components/form/fields';
import { FormMoneyField } from '../../components/form/number-fields';
import { Form } from '../../components/form/form';
import { FormImageField } from '../../components/form/image-field';
import { useCarnivalChoices } from '../carnivals/api';

/**
 * The event's fields, one form for both audiences: the administrators' add panel and inline edit
 * (admin-back-office.md §3: title, date and location required, the Fete Ride link), and a member's event
 * creation and My events edit (member-areas.md §5: description, category, times and place required too).
 */
export type EventFormMode = 'admin' | 'member';

type Values = Record<string, unknown>;

/**
 * The form's starting values: the event being edited, or for a new one the spec's defaults in the events manager
 * (its only required fields are title, date and location) and nothing for a member, who chooses the category, the
 * times and the place themselves (decision 0046).
 */
export function eventFormValues(mode: EventFormMode, event?: EventItem): Values {
  const start =
    mode === 'admin' ? EVENT_DEFAULTS : { startTime: '', endTime: '', country: '', state: '', category: '' };
  const base: Values = {
    title: event?.title ?? '',
    description: event?.description ?? '',
    date: event?.date ?? '',
    endDate: event?.endDate ?? '',
    startTime: (event?.startTime ?? start.startTime).slice(0, 5),
    endTime: (event?.endTime ?? start.endTime).slice(0, 5),
    location: event?.location ?? '',
    country: event?.country ?? start.country,
    state: event?.state ?? start.state,
    category: event?.category ?? start.category,
    priceCents: event?.priceCents ?? 0,
    capacity: event?.capacity ?? '',
    ticketUrl: event?.ticketUrl ?? '',
    feteIdTicketUrl: event?.feteIdTicketUrl ?? '',
    instagramUrl: event?.instagramUrl ?? '',
    imageUrl: event?.imageUrl ?? null,
    carnivalId: event?.carnivalId ?? '',
  };
  if (mode === 'admin') base.feteRideUrl = event?.feteRideUrl ?? '';
  return base;
}

/** A list a member picks from, starting on a visible 'Select a …'; the events manager starts on the spec's default. */
function ChoiceField({
  member,
  label,
  name,
  options,
}: {
  member: boolean;
  label: string;
  name: string;
  options: readonly string[];
}) {
  return (
    <FormSelectField
      label={label}
      name={name}
      options={options}
      placeholder={member ? `Select a ${label.toLowerCase()}` : undefined}
      required={member}
    />
  );
}

export function EventForm({
  mode,
  event,
  onSubmit,
  errorFallback,
  successMessage,
  actions,
  label,
}: {
  mode: EventFormMode;
  event?: EventItem;
  onSubmit: (values: AdminEventInput & MemberEventInput) => Promise<unknown>;
  errorFallback: string;
  successMessage?: string;
  /** The submit button and any Cancel beside it. */
  actions: ReactNode;
  label: string;
}) {
  const member = mode === 'member';
  const carnivals = useCarnivalChoices(!member);
  return (
    <Form
      schema={member ? memberEventInputSchema : adminEventInputSchema}
      defaultValues={eventFormValues(mode, event)}
      errorFallback={errorFallback}
      successMessage={successMessage}
      aria-label={label}
      onSubmit={(values) => onSubmit(values as AdminEventInput & MemberEventInput)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField label="Title" name="title" required className="sm:col-span-2" />
        <FormTextArea
          label="Description"
          name="description"
          rows={4}
          required={member}
          className="sm:col-span-2"
        />
        <ChoiceField member={member} label="Category" name="category" options={EVENT_CATEGORIES} />
        <FormMoneyField label="Price (USD)" name="priceCents" hint="Leave at 0 for a free event." />
        <FormTextField label="Date" name="date" type="date" required />
        <FormTextField label="End Date" name="endDate" type="date" hint="For events over several days." />
        <FormTextField label="Start Time" name="startTime" type="time" required={member} />
        <FormTextField label="End Time" name="endTime" type="time" required={member} />
        <FormTextField
          label="Venue Location"
          name="location"
          required
          className="sm:col-span-2"
          autoComplete="off"
        />
        <ChoiceField member={member} label="Country" name="country" options={COUNTRIES} />
        <FormTextField label="State / Region" name="state" required={member} />
        <FormSelectField
          label="Carnival"
          name="carnivalId"
          options={carnivals}
          placeholder="None"
          hint="The carnival this event belongs to, if any: it shows on that carnival's season page."
        />
        <FormTextField label="Capacity" name="capacity" type="number" min={0} step={1} inputMode="numeric" />
        <FormTextField label="Ticket URL" name="ticketUrl" type="url" placeholder="https://" />
        <FormTextField label="Fete ID Ticket URL" name="feteIdTicketUrl" type="url" placeholder="https://" />
        <FormTextField label="Instagram URL" name="instagramUrl" type="url" placeholder="https://" />
        {member ? null : (
          <FormTextField
            label="Fete Ride URL"
            name="feteRideUrl"
            placeholder="https:// or /fete-rides"
            hint="A link, or a page of this site such as /fete-rides."
          />
        )}
        <div className="sm:col-span-2">
          <FormImageField
            name="imageUrl"
            label="Event Image"
            previewAlt={event ? `Image of ${event.title}` : 'Chosen event image'}
            hint="JPEG, PNG, WebP or GIF, up to 30MB."
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">{actions}</div>
    </Form>
  );
}
