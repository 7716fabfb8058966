import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import {
  DEFAULT_SUBMIT_TEXT,
  formSaveSchema,
  type CustomFormDto,
  type FormField,
  type FormType,
} from '../../../../shared/domains/forms';
import { isPackageKind } from '../../../../shared/domains/packages';
import { QueryState } from '../../../components/manager/query-state';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { EmptyState } from '../../../components/ui/empty-state';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { UnsavedChangesDialog, useUnsavedChanges } from '../../../components/ui/unsaved-changes';
import { errorMessage } from '../../../lib/api';
import { AdminPage } from '../../../components/manager/admin-page';
import { paths } from '../../../app/paths';
import { builderQuery, formAdminApi } from './api';
import { formMessages } from '../messages';
import { BuilderFieldEditor } from './builder-field-editor';
import { BuilderFieldList } from './builder-field-list';
import { newField, toDraft, toInput, type DraftField } from './builder-fields';
import { BuilderPreview } from './builder-preview';

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
      backTo={paths.adminPackagesOf(kind)}
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
  // Unsaved work: anything that differs from the form as it was loaded (Cancel, the back link, a reload ask).
  const draft = JSON.stringify([title, description, submitText, active, fields]);
  const [loaded] = useState(draft);
  const guard = useUnsavedChanges(draft !== loaded);

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
      await formAdminApi(queryClient).save(kind, targetId, input);
      guard.release();
      void navigate(paths.adminPackagesOf(kind), { state: { flash: formMessages.saved } });
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

        <BuilderFieldList
          fields={fields}
          selected={selected}
          onAdd={() => {
            const field = newField();
            setFields((list) => [...list, field]);
            setSelected(field.id);
          }}
          onMove={move}
          onSelect={setSelected}
          onRemove={(id) => {
            setFields((list) => list.filter((f) => f.id !== id));
            if (selected === id) setSelected(null);
          }}
        />

        {current ? (
          <BuilderFieldEditor
            field={current}
            onChange={(change) => update(current.id, change)}
            onDone={() => setSelected(null)}
          />
        ) : null}

        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void save()} loading={saving}>
            Save Form
          </Button>
          <Button variant="secondary" onClick={() => void navigate(paths.adminPackagesOf(kind))}>
            Cancel
          </Button>
        </div>
      </div>

      <BuilderPreview
        title={title}
        description={description}
        fields={previewFields}
        submitText={submitText}
      />
      <UnsavedChangesDialog guard={guard} message={formMessages.leaveUnsaved} />
    </div>
  );
}
