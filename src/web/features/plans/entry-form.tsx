import { PLAN_ENTRY_KINDS } from '../../../shared/constants';
import { planEntryInputSchema, type PlanEntryInput, type PlanLine } from '../../../shared/domains/plans';
import { FormSelectField, FormTextArea, FormTextField } from '../../components/form/fields';
import { Form } from '../../components/form/form';
import { FormMoneyField } from '../../components/form/number-fields';
import { FormActions } from '../../components/form/submit-button';
import { planTexts } from './messages';

/** The values of an entry being edited (an own entry's line), or a new one's on the plan's first main day. */
export function entryDefaults(line: PlanLine | null, firstMainDay: string): PlanEntryInput {
  if (!line)
    return {
      kind: 'Make-up slot',
      title: '',
      date: firstMainDay,
      startTime: '',
      endTime: '',
      place: '',
      costCents: 0,
      notes: '',
    };
  return {
    kind: line.kind as PlanEntryInput['kind'],
    title: line.title,
    date: line.date,
    startTime: line.startTime ?? '',
    endTime: line.endTime ?? '',
    place: line.place,
    costCents: line.costCents ?? 0,
    notes: line.notes,
  };
}

/**
 * A member's own entry (decision 0050): the same schema the server checks with, the server's per-field answers
 * (a date outside the window) on their inputs. Times are the carnival's local time; an end before the start is
 * the next day.
 */
export function EntryForm({
  defaults,
  firstDay,
  lastDay,
  timeZone,
  editing,
  onSave,
  onCancel,
}: {
  defaults: PlanEntryInput;
  firstDay: string;
  lastDay: string;
  timeZone: string;
  editing: boolean;
  onSave: (values: PlanEntryInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  return (
    <Form
      schema={planEntryInputSchema}
      defaultValues={defaults}
      errorFallback={planTexts.saveFailed}
      aria-label={editing ? 'Edit my entry' : 'Add my own entry'}
      onSubmit={async (values, form) => {
        await onSave(values);
        if (!editing) form.reset(defaults);
      }}
      className="grid gap-4 sm:grid-cols-2"
    >
      <p className="text-sm text-gray-700 sm:col-span-2">
        Times are the carnival’s local time ({timeZone}); an end time before the start time is the next day.
      </p>
      <FormSelectField label="Kind" name="kind" options={PLAN_ENTRY_KINDS} required />
      <FormTextField label="Title" name="title" required maxLength={120} />
      <FormTextField label="Date" name="date" type="date" min={firstDay} max={lastDay} required />
      <FormTextField label="Place" name="place" maxLength={160} />
      <FormTextField label="Start time" name="startTime" type="time" required />
      <FormTextField label="End time" name="endTime" type="time" required />
      <FormMoneyField label="Cost (USD)" name="costCents" />
      <FormTextArea label="Notes" name="notes" rows={2} maxLength={1000} className="sm:col-span-2" />
      <FormActions
        submitLabel={editing ? 'Save entry' : 'Add entry'}
        loadingText="Saving..."
        onCancel={onCancel}
        className="sm:col-span-2"
      />
    </Form>
  );
}
