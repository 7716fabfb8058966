import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { FORM_FIELD_TYPES } from '../../../../shared/constants';
import {
  cleanOptions,
  DEFAULT_SUBMIT_TEXT,
  formSaveSchema,
  submissionSchemaFor,
  type CustomFormDto,
  type FormField,
  type FormFieldType,
  type FormType,
} from '../../../../shared/domains/forms';
import { isPackageKind, packageKinds } from '../../../../shared/domains/packages';
import { Form } from '../../../components/form/form';
import { MoveButtons } from '../../../components/manager/move-buttons';
import { QueryState } from '../../../components/manager/query-state';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { EmptyState } from '../../../components/ui/empty-state';
import { SelectField } from '../../../components/ui/select-field';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api';
import { AdminPage } from '../../../components/manager/admin-page';
import { builderQuery, formApi } from '../api';
import { CustomFormInputs, defaultAnswers } from '../form-fields';
import { formMessages } from '../messages';

/** A field as the builder edits it: the options as the text box holds them (one per line). */
interface DraftField {
  id: string;
  type: FormFieldType;
  label: string;
  placeholder: string;
  required: boolean;
  optionsText: string;
}

const typeLabels: Record<FormFieldType, string> = {
  text: 'Text',
  email: 'Email',
  number: 'Number',
  select: 'Dropdown',
  checkbox: 'Checkboxes',
  textarea: 'Text area',
  date: 'Date',
};

const newId = () => `f${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`;

/** admin-back-office.md §5: type text, label New Field, placeholder Enter value, not required. */
const newField = (): DraftField => ({
  id: newId(),
  type: 'text',
  label: 'New Field',
  placeholder: 'Enter value',
  required: false,
  optionsText: '',
});

const hasOptions = (type: FormFieldType) => type === 'select' || type === 'checkbox';

function toDraft(field: FormField): DraftField {
  return { ...field, optionsText: field.options.join('\n') };
}

function toInput(field: DraftField) {
  return {
    id: field.id,
    type: field.type,
    label: field.label,
    placeholder: field.type === 'checkbox' ? '' : field.placeholder,
    required: field.required,
    options: hasOptions(field.type) ? cleanOptions(field.optionsText.split('\n')) : [],
  };
}

/** /admin/forms/{package|ride}/{id}/create and /edit. */
export default function AdminFormBuilderPage() {
  const { type, id } = useParams();
  const { pathname } = useLocation();
  const editing = pathname.endsWith('/edit');
  const ride = type === 'ride';
  const kind: FormType = ride ? 'ride' : 'package';
  const query = useQuery({ ...builderQuery(type ?? '', id ?? ''), enabled: isPackageKind(type) && !!id });
  return (
    <AdminPage
      title={editing ? 'Edit Form' : 'Create Form'}
      description={`The request form members fill in for this ${ride ? 'ride package' : 'package'}.`}
      backTo={packageKinds[kind].manager}
      backLabel={ride ? 'Back to Ride Packages' : 'Back to Packages'}
    >
      {!isPackageKind(type) || !id ? (
        <EmptyState icon="alertTriangle" title={formMessages.invalidType} />
      ) : (
        <QueryState query={query} failedMessage={formMessages.loadDetailsFailed}>
          {(data) => (
            <Builder
              key={data.form?.updatedAt ?? 'new'}
              kind={kind}
              targetId={id}
              form={data.form}
              targetTitle={data.target.title}
            />
          )}
        </QueryState>
      )}
    </AdminPage>
  );
}

function Builder({
  kind,
  targetId,
  targetTitle,
  form,
}: {
  kind: FormType;
  targetId: string;
  targetTitle: string;
  form: CustomFormDto | null;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(form?.title ?? '');
  const [description, setDescription] = useState(form?.description ?? '');
  const [submitText, setSubmitText] = useState(form?.submitButtonText ?? DEFAULT_SUBMIT_TEXT);
  const [active, setActive] = useState(form?.active ?? true);
  const [fields, setFields] = useState<DraftField[]>(form?.fields.map(toDraft) ?? []);
  const [selected, setSelected] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // A message about the form as it was goes once the form changes.
  useEffect(() => setError(null), [title, fields]);
  const current = fields.find((f) => f.id === selected) ?? null;
  const update = (id: string, change: Partial<DraftField>) =>
    setFields((list) => list.map((f) => (f.id === id ? { ...f, ...change } : f)));
  const move = (index: number, direction: 'up' | 'down') =>
    setFields((list) => {
      const next = [...list];
      const to = direction === 'up' ? index - 1 : index + 1;
      [next[index], next[to]] = [next[to]!, next[index]!];
      return next;
    });

  const previewFields = useMemo(
    () => fields.map((f) => ({ ...toInput(f), defaultValue: null }) satisfies FormField),
    [fields],
  );

  async function save() {
    setError(null);
    const input = {
      title,
      description,
      submitButtonText: submitText,
      active,
      fields: fields.map(toInput),
    };
    const checked = formSaveSchema.safeParse(input);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? formMessages.saveFailed);
      return;
    }
    setSaving(true);
    try {
      await formApi(queryClient).save(kind, targetId, input);
      void navigate(packageKinds[kind].manager, { state: { flash: formMessages.saved } });
    } catch (failure) {
      setError(errorMessage(failure, formMessages.saveFailed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="flex flex-col gap-6">
        <Card role="region" aria-labelledby="form-details">
          <h2 id="form-details" className="mb-4 text-lg font-bold text-night-900">
            Form Details
          </h2>
          <p className="mb-4 text-sm text-gray-700">
            For <strong>{targetTitle}</strong>
          </p>
          <div className="flex flex-col gap-4">
            <TextField
              label="Form Title"
              name="title"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              required
            />
            <TextArea
              label="Description"
              name="description"
              value={description}
              rows={3}
              onChange={(e) => setDescription(e.target.value)}
            />
            <TextField
              label="Submit Button Text"
              name="submitButtonText"
              value={submitText}
              onChange={(e) => setSubmitText(e.target.value)}
            />
            <Checkbox
              label="Form is active (members can fill it)"
              name="active"
              checked={active}
              onChange={(e) => setActive(e.target.checked)}
            />
          </div>
        </Card>

        <Card role="region" aria-labelledby="form-fields">
          <div className="mb-4 flex items-center justify-between gap-2">
            <h2 id="form-fields" className="text-lg font-bold text-night-900">
              Fields
            </h2>
            <Button
              size="sm"
              onClick={() => {
                const field = newField();
                setFields((list) => [...list, field]);
                setSelected(field.id);
              }}
            >
              Add Field
            </Button>
          </div>
          {fields.length === 0 ? (
            <p className="text-sm text-gray-700">No fields yet. Add the first one.</p>
          ) : (
            <ol className="flex flex-col gap-2">
              {fields.map((field, index) => (
                <li
                  key={field.id}
                  className={`flex flex-wrap items-center justify-between gap-2 rounded-xl p-3 ring-1 ${
                    field.id === selected ? 'bg-carnival-50 ring-carnival-400' : 'ring-gray-200'
                  }`}
                >
                  <span className="text-sm">
                    <span className="font-semibold text-night-900">{field.label || 'Untitled'}</span>{' '}
                    <span className="text-gray-600">
                      ({typeLabels[field.type]}
                      {field.required ? ', required' : ''})
                    </span>
                  </span>
                  <span className="flex flex-wrap gap-1">
                    <MoveButtons
                      index={index}
                      count={fields.length}
                      itemName={field.label || 'field'}
                      onMove={(direction) => move(index, direction)}
                    />
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Edit ${field.label || 'field'}`}
                      aria-pressed={field.id === selected}
                      onClick={() => setSelected(field.id)}
                    >
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={`Remove ${field.label || 'field'}`}
                      onClick={() => {
                        setFields((list) => list.filter((f) => f.id !== field.id));
                        if (selected === field.id) setSelected(null);
                      }}
                    >
                      Remove
                    </Button>
                  </span>
                </li>
              ))}
            </ol>
          )}
        </Card>

        {current ? (
          <Card role="region" aria-labelledby="field-editor">
            <h2 id="field-editor" className="mb-4 text-lg font-bold text-night-900">
              Field Editor
            </h2>
            <div className="flex flex-col gap-4">
              <SelectField
                label="Field Type"
                name="fieldType"
                value={current.type}
                options={FORM_FIELD_TYPES.map((t) => ({ value: t, label: typeLabels[t] }))}
                onChange={(e) => {
                  const type = e.target.value as FormFieldType;
                  // A dropdown or checkbox group starts with one option to edit.
                  const seed =
                    hasOptions(type) && !current.optionsText.trim() ? 'Option 1' : current.optionsText;
                  update(current.id, { type, optionsText: seed });
                }}
              />
              <TextField
                label="Label"
                name="fieldLabel"
                value={current.label}
                onChange={(e) => update(current.id, { label: e.target.value })}
              />
              {current.type === 'checkbox' ? null : (
                <TextField
                  label="Placeholder"
                  name="fieldPlaceholder"
                  value={current.placeholder}
                  onChange={(e) => update(current.id, { placeholder: e.target.value })}
                />
              )}
              {hasOptions(current.type) ? (
                <TextArea
                  label="Options (one per line)"
                  name="fieldOptions"
                  rows={4}
                  value={current.optionsText}
                  onChange={(e) => update(current.id, { optionsText: e.target.value })}
                />
              ) : null}
              <Checkbox
                label="Required"
                name="fieldRequired"
                checked={current.required}
                onChange={(e) => update(current.id, { required: e.target.checked })}
              />
              <Button variant="secondary" size="sm" className="self-start" onClick={() => setSelected(null)}>
                Done
              </Button>
            </div>
          </Card>
        ) : null}

        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void save()} loading={saving}>
            Save Form
          </Button>
          <Button variant="secondary" onClick={() => void navigate(packageKinds[kind].manager)}>
            Cancel
          </Button>
        </div>
      </div>

      <Card role="region" aria-labelledby="form-preview" className="h-fit lg:sticky lg:top-4">
        <h2 id="form-preview" className="mb-1 text-lg font-bold text-night-900">
          Preview
        </h2>
        <p className="mb-4 text-sm text-gray-600">What members will see. Nothing is sent from here.</p>
        <h3 className="text-xl font-extrabold text-night-900">{title || 'Untitled form'}</h3>
        {description ? <p className="mt-1 text-gray-700">{description}</p> : null}
        <div className="mt-4">
          <Form
            key={JSON.stringify(previewFields)}
            schema={submissionSchemaFor(previewFields)}
            defaultValues={defaultAnswers(previewFields)}
            errorFallback={formMessages.submitFailed}
            aria-label="Preview"
            onSubmit={() => undefined}
          >
            <CustomFormInputs form={{ fields: previewFields }} />
            <Button type="submit" variant="secondary" className="self-start">
              {submitText.trim() || DEFAULT_SUBMIT_TEXT}
            </Button>
          </Form>
        </div>
      </Card>
    </div>
  );
}
