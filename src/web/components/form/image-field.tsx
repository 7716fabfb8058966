import { useContext, useId, useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { messages } from '../../../shared/errors';
import { UPLOAD_LIMITS } from '../../../shared/constants';
import { ApiError, isBusy } from '../../lib/api';
import { IMAGE_ACCEPT, imageFileError, uploadFile } from '../../lib/files';
import { Button } from '../ui/button';
import { FileField } from '../ui/file-field';
import { FormKitContext, useBoundField } from './form-context';

/**
 * An image bound to the form as its URL (`string | null`), the value the server's schemas take. Choosing a
 * file checks it (image type, size), uploads it at once through POST /api/uploads (the server re-encodes it to
 * WebP and checks the purpose) and puts the answered URL in the form; the form's submit waits for an upload
 * still running. The current picture shows as a preview, with Remove image when `removable`.
 */
export function FormImageField({
  name,
  label,
  purpose = 'image',
  maxBytes = UPLOAD_LIMITS.image,
  tooLargeMessage = messages.uploads.imageTooLarge,
  hint,
  removable = true,
  previewAlt,
  required,
}: {
  name: string;
  label: string;
  /**
   * The upload purpose: 'image' (events, listings), 'marqet' (shop images) or 'receipt' (private: its URL is
   * /api/files/{id}, which the preview loads with the session cookie like any same-site image).
   */
  purpose?: 'image' | 'marqet' | 'receipt';
  maxBytes?: number;
  tooLargeMessage?: string;
  hint?: string;
  removable?: boolean;
  /** Alt text of the preview; by default "Current {label}". */
  previewAlt?: string;
  required?: boolean;
}) {
  const { control, setValue, setError, clearErrors } = useFormContext();
  const url = useWatch({ name }) as string | null | undefined;
  const state = useBoundField(name);
  const kit = useContext(FormKitContext);
  const [uploading, setUploading] = useState(false);
  const [inputKey, setInputKey] = useState(0);
  const statusId = `${useId()}-status`;

  function choose(file: File | undefined) {
    if (!file) return;
    const problem = imageFileError(file, maxBytes);
    if (problem) {
      setError(name, {
        type: 'upload',
        message: problem === messages.signup.imageTooLarge ? tooLargeMessage : problem,
      });
      setInputKey((key) => key + 1);
      return;
    }
    clearErrors(name);
    setUploading(true);
    const work = uploadFile(file, purpose)
      .then((upload) => setValue(name, upload.url, { shouldDirty: true }))
      .catch((failure: unknown) => {
        const message =
          failure instanceof ApiError && (failure.status < 500 || isBusy(failure)) && failure.message
            ? failure.message
            : 'Failed to upload image. Please try again.';
        setError(name, { type: 'upload', message });
        setInputKey((key) => key + 1);
      })
      .finally(() => setUploading(false));
    kit?.track(work);
  }

  return (
    <div className="flex flex-col gap-2">
      {url ? (
        <div className="flex items-end gap-3">
          <img
            src={url}
            loading="lazy"
            alt={previewAlt ?? `Current ${label.toLowerCase()}`}
            className="h-24 w-36 rounded-lg object-cover ring-1 ring-night-900/10"
          />
          {removable ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={uploading}
              onClick={() => setValue(name, null, { shouldDirty: true })}
            >
              Remove image
            </Button>
          ) : null}
        </div>
      ) : null}
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <FileField
            key={inputKey}
            ref={field.ref}
            id={state.id}
            name={name}
            label={label}
            hint={hint}
            accept={IMAGE_ACCEPT}
            required={required}
            disabled={uploading}
            error={state.error}
            invalid={state.invalid}
            describedBy={
              [state.describedBy, uploading ? statusId : undefined].filter(Boolean).join(' ') || undefined
            }
            onChange={(event) => choose(event.currentTarget.files?.[0])}
          />
        )}
      />
      {uploading ? (
        <p id={statusId} role="status" className="text-sm text-gray-700">
          Uploading image...
        </p>
      ) : null}
    </div>
  );
}
