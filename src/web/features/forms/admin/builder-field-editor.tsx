import { FORM_FIELD_TYPES } from '../../../../shared/constants';
import type { FormFieldType } from '../../../../shared/domains/forms';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { SelectField } from '../../../components/ui/select-field';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { hasOptions, typeLabels, type DraftField } from './builder-fields';

/** The builder's editor of one field: its type, label, placeholder, options and whether it is required. */
export function BuilderFieldEditor({
  field,
  onChange,
  onDone,
}: {
  field: DraftField;
  onChange: (change: Partial<DraftField>) => void;
  onDone: () => void;
}) {
  return (
    <Card role="region" aria-labelledby="field-editor">
      <h2 id="field-editor" className="mb-4 text-lg font-bold text-night-900">
        Field Editor
      </h2>
      <div className="flex flex-col gap-4">
        <SelectField
          label="Field Type"
          name="fieldType"
          value={field.type}
          options={FORM_FIELD_TYPES.map((t) => ({ value: t, label: typeLabels[t] }))}
          onChange={(e) => {
            const type = e.target.value as FormFieldType;
            // A dropdown or checkbox group starts with one option to edit.
            const seed = hasOptions(type) && !field.optionsText.trim() ? 'Option 1' : field.optionsText;
            onChange({ type, optionsText: seed });
          }}
        />
        <TextField
          label="Label"
          name="fieldLabel"
          value={field.label}
          onChange={(e) => onChange({ label: e.target.value })}
        />
        {field.type === 'checkbox' ? null : (
          <TextField
            label="Placeholder"
            name="fieldPlaceholder"
            value={field.placeholder}
            onChange={(e) => onChange({ placeholder: e.target.value })}
          />
        )}
        {hasOptions(field.type) ? (
          <TextArea
            label="Options (one per line)"
            name="fieldOptions"
            rows={4}
            value={field.optionsText}
            onChange={(e) => onChange({ optionsText: e.target.value })}
          />
        ) : null}
        <Checkbox
          label="Required"
          name="fieldRequired"
          checked={field.required}
          onChange={(e) => onChange({ required: e.target.checked })}
        />
        <Button variant="secondary" size="sm" className="self-start" onClick={onDone}>
          Done
        </Button>
      </div>
    </Card>
  );
}
