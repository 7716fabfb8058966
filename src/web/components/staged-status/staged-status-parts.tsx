import { Alert } from '../ui/alert';
import { Button, type ButtonProps } from '../ui/button';
import { UnsavedChangesDialog } from '../ui/unsaved-changes';
import type { StagedStatuses } from './use-staged-statuses';

/** "You have 2 unsaved status changes." */
export const unsavedChangesText = (count: number) =>
  `You have ${count} unsaved status ${count === 1 ? 'change' : 'changes'}.`;

/** "You have 2 unsaved status changes. Leave this page without saving them?" */
export const leaveStagedText = (count: number) =>
  `${unsavedChangesText(count)} Leave this page without saving ${count === 1 ? 'it' : 'them'}?`;

/** Beside a row whose status is staged, not saved. */
export function UnsavedMark({ show }: { show: boolean }) {
  return show ? <span className="text-xs font-semibold text-amber-800">Unsaved</span> : null;
}

/** The review's success message (useFlash) and its last refusal, above the rows. */
export function StatusNotices({ message, error }: { message: string | null; error: string | null }) {
  return (
    <>
      {message ? (
        <Alert tone="success" className="mb-4">
          {message}
        </Alert>
      ) : null}
      {error ? (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      ) : null}
    </>
  );
}

/** The statuses as toggle buttons (aria-pressed) under a Status legend; choosing one stages it. */
export function StatusButtons<S extends string>({
  value,
  statuses,
  statusLabel,
  onChoose,
}: {
  value: S;
  statuses: readonly S[];
  statusLabel: (status: S) => string;
  onChoose: (status: S) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-xs font-semibold tracking-wide text-gray-600 uppercase">Status</legend>
      <div className="flex flex-wrap gap-2">
        {statuses.map((option) => (
          <Button
            key={option}
            size="sm"
            variant={value === option ? 'primary' : 'secondary'}
            aria-pressed={value === option}
            onClick={() => onChoose(option)}
          >
            {statusLabel(option)}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}

/** The staged changes' bar: how many, Discard and Save Changes (busy while they go, one at a time). */
export function UnsavedChangesBar<S extends string>({
  staging,
  onSaved,
}: {
  staging: StagedStatuses<S>;
  onSaved: () => void;
}) {
  if (staging.count === 0) return null;
  return (
    <div
      role="region"
      aria-label="Unsaved changes"
      className="sticky top-2 z-10 mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-300"
    >
      <p className="text-sm font-semibold text-amber-900">{unsavedChangesText(staging.count)}</p>
      <span className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={staging.discard} disabled={staging.saving}>
          Discard
        </Button>
        <SaveChangesButton staging={staging} onSaved={onSaved} size="sm" />
      </span>
    </div>
  );
}

/**
 * Save Changes: sends the staged changes, then `onSaved` (the page's "Status changes saved"). It is on screen
 * while changes are staged, so it also holds the dialog that asks before leaving them unsaved.
 */
export function SaveChangesButton<S extends string>({
  staging,
  onSaved,
  size,
}: {
  staging: StagedStatuses<S>;
  onSaved: () => void;
  size?: ButtonProps['size'];
}) {
  return (
    <>
      <Button
        size={size}
        loading={staging.saving}
        onClick={() => void staging.saveStaged().then((saved) => saved && onSaved())}
      >
        Save Changes
      </Button>
      <UnsavedChangesDialog guard={staging.guard} message={leaveStagedText(staging.count)} />
    </>
  );
}
