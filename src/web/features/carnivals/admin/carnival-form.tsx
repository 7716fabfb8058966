import { useWatch } from 'react-hook-form';
import { carnivalDates } from '../../../../shared/carnival-dates';
import { RULE_LIMITS } from '../../../../shared/carnival-texts';
import {
  carnivalInputSchema,
  carnivalRuleSchema,
  type AdminCarnival,
  type CarnivalInput,
} from '../../../../shared/domains/carnivals';
import {
  FormNumberSelectField,
  FormSelectField,
  FormTextArea,
  FormTextField,
} from '../../../components/form/fields';
import { FormRows } from '../../../components/form/form-rows';
import { FormImageField } from '../../../components/form/image-field';
import { FormNumberField } from '../../../components/form/number-fields';
import { ManagerForm } from '../../../components/manager/manager-form';
import { formatDay } from '../format';
import { ANCHOR_KINDS, carnivalsAdminTexts as t, MONTHS, NTHS, WEEKDAYS } from './messages';

const defaults = (c?: AdminCarnival): CarnivalInput => ({
  name: c?.name ?? '',
  slug: c?.slug ?? '',
  territory: c?.territory ?? '',
  description: c?.description ?? '',
  imageUrl: c?.imageUrl ?? null,
  // Every anchor field is held, so switching the kind back and forth keeps what was typed; the server keeps the kind's own.
  rule: {
    anchor: {
      ...{ kind: 'weekday', month: 8, weekday: 1, nth: 1, day: 1 },
      ...c?.rule.anchor,
    } as CarnivalInput['rule']['anchor'],
    days: c?.rule.days ?? [{ name: '', offset: 0 }],
    seasonDays: c?.rule.seasonDays ?? 21,
  },
});

/** A carnival's add and edit form: who and where, its picture, and its rule with a preview of the dates it gives. */
export function CarnivalForm({
  carnival,
  submitLabel,
  onSave,
  onCancel,
}: {
  carnival?: AdminCarnival;
  submitLabel: string;
  onSave: (input: CarnivalInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  return (
    <ManagerForm
      schema={carnivalInputSchema}
      aria-label={carnival ? `Edit ${carnival.name}` : 'Add a carnival'}
      defaultValues={defaults(carnival)}
      errorFallback={carnival ? t.updateFailed : t.addFailed}
      onSubmit={(values) => onSave(values)}
      submitLabel={submitLabel}
      onCancel={onCancel}
      columns
    >
      <FormTextField label="Name" name="name" required />
      <FormTextField
        label="Address (slug)"
        name="slug"
        hint="/season/… — left blank, it is made from the name"
      />
      <FormTextField
        label="Territory"
        name="territory"
        hint="Where it is played: Barbados, London…"
        required
      />
      <FormImageField label="Image" name="imageUrl" />
      <div className="sm:col-span-2">
        <FormTextArea label="Description" name="description" rows={3} />
      </div>
      <RuleFields />
    </ManagerForm>
  );
}

function RuleFields() {
  const kind = useWatch({ name: 'rule.anchor.kind' }) as string;
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-night-900/10 p-4 sm:col-span-2">
      <legend className="px-1 text-sm font-semibold text-night-900">Dates rule</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormSelectField label="Dates count from" name="rule.anchor.kind" options={ANCHOR_KINDS} required />
        {kind === 'weekday' ? (
          <>
            <FormNumberSelectField label="Which" name="rule.anchor.nth" options={NTHS} required />
            <FormNumberSelectField label="Weekday" name="rule.anchor.weekday" options={WEEKDAYS} required />
          </>
        ) : null}
        {kind === 'weekday' || kind === 'fixed' ? (
          <FormNumberSelectField label="Month" name="rule.anchor.month" options={MONTHS} required />
        ) : null}
        {kind === 'fixed' ? (
          <FormNumberField label="Day of the month" name="rule.anchor.day" min={1} max={31} required />
        ) : null}
      </div>
      <FormRows
        name="rule.days"
        legend={`Main days (1 to ${RULE_LIMITS.days})`}
        emptyText="No main days yet."
        addLabel="Add a main day"
        newRow={() => ({ name: '', offset: 0 })}
        removeLabel={(i) => `Remove main day ${i + 1}`}
        gridClassName="sm:grid-cols-[1fr_12rem_auto]"
      >
        {(i) => (
          <>
            <FormTextField label={`Day ${i + 1} name`} name={`rule.days.${i}.name`} required />
            <FormNumberField
              label="Days from the anchor"
              name={`rule.days.${i}.offset`}
              min={-RULE_LIMITS.offset}
              max={RULE_LIMITS.offset}
              required
            />
          </>
        )}
      </FormRows>
      <FormNumberField
        label="Season of fetes (days before the first main day)"
        name="rule.seasonDays"
        min={0}
        max={RULE_LIMITS.seasonDays}
        required
      />
      <RulePreview />
    </fieldset>
  );
}

/** The main days the rule as typed gives this year and next, so the administrator sees what it means. */
function RulePreview() {
  const rule = useWatch({ name: 'rule' });
  const parsed = carnivalRuleSchema.safeParse(rule);
  const year = new Date().getUTCFullYear();
  return (
    <section
      aria-label={t.preview}
      aria-live="polite"
      className="rounded-lg bg-sea-50 p-3 text-sm text-night-900"
    >
      <h3 className="font-semibold">{t.preview}</h3>
      {parsed.success ? (
        <div className="mt-1 grid gap-2 sm:grid-cols-2">
          {[year, year + 1].map((y) => {
            const o = carnivalDates(parsed.data, y);
            return (
              <div key={y}>
                <p className="font-semibold">{y}</p>
                <ul>
                  {o.days.map((d) => (
                    <li key={`${d.name}${d.date}`}>
                      {d.name || 'Unnamed day'}: {formatDay(d.date)}
                    </li>
                  ))}
                </ul>
                <p className="text-night-700">Fetes from {formatDay(o.seasonStart)}</p>
              </div>
            );
          })}
        </div>
      ) : (
        <p>{t.previewIncomplete}</p>
      )}
    </section>
  );
}
