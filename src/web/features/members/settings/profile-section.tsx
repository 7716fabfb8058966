import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '../../../../shared/errors';
import { profileUpdateSchema } from '../../../../shared/schemas/account';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { FileField } from '../../../components/ui/file-field';
import { errorMessage } from '../../../lib/api';
import { IMAGE_ACCEPT, imageFileError, uploadFile } from '../../../lib/files';
import { memberApi, type MemberProfile } from '../api';
import { NameFields } from '../../../components/form/member-fields';
import { ProfilePartForm, SectionCard, WithProfile } from './section-frame';

interface AvatarStatus {
  tone: 'success' | 'error';
  title: string;
  text?: string;
}

export function ProfileSection() {
  return (
    <SectionCard title="Edit Profile" description="Your name and picture as other members see them.">
      <WithProfile>
        {(profile) => (
          <>
            <AvatarEditor profile={profile} />
            <ProfileForm key={profile.id} profile={profile} />
          </>
        )}
      </WithProfile>
    </SectionCard>
  );
}

/** A change of picture or name makes the profile and the session (the avatar menu) stale: both ask again. */
function AvatarEditor({ profile }: { profile: MemberProfile }) {
  const api = memberApi(useQueryClient());
  const [status, setStatus] = useState<AvatarStatus | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const onSuccess = () => setStatus({ tone: 'success', title: messages.settings.avatarUpdated });
  const onError = (err: unknown) => {
    const reason = errorMessage(err, '');
    setStatus({ tone: 'error', title: messages.settings.avatarUpdateFailed, text: reason || undefined });
  };
  const upload = useMutation({
    mutationFn: async (file: File) => api.setAvatar((await uploadFile(file, 'avatar')).id),
    onSuccess,
    onError,
    onSettled: () => setInputKey((k) => k + 1),
  });
  const remove = useMutation({ mutationFn: api.removeAvatar, onSuccess, onError });
  const busy = upload.isPending || remove.isPending;

  function onFile(file: File | undefined) {
    setStatus(null);
    if (!file) return;
    const problem = imageFileError(file);
    if (problem) {
      setStatus({ tone: 'error', title: problem });
      setInputKey((k) => k + 1);
      return;
    }
    upload.mutate(file);
  }

  return (
    <div className="flex flex-col gap-4 border-b border-gray-200 pb-6 sm:flex-row sm:items-start">
      <Avatar src={profile.avatarUrl} firstName={profile.firstName} lastName={profile.lastName} size="xl" />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <FileField
          key={inputKey}
          label="Profile Picture"
          name="avatar"
          accept={IMAGE_ACCEPT}
          hint={upload.isPending ? 'Uploading...' : 'A JPEG, PNG, WebP or GIF image less than 30MB.'}
          disabled={busy}
          onChange={(e) => onFile(e.target.files?.[0])}
        />
        {profile.avatarUrl ? (
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            loading={remove.isPending}
            disabled={busy}
            onClick={() => {
              setStatus(null);
              remove.mutate();
            }}
          >
            Remove Picture
          </Button>
        ) : null}
        {status ? (
          <Alert tone={status.tone} title={status.title}>
            {status.text}
          </Alert>
        ) : null}
      </div>
    </div>
  );
}

function ProfileForm({ profile }: { profile: MemberProfile }) {
  const api = memberApi(useQueryClient());
  return (
    <ProfilePartForm
      schema={profileUpdateSchema}
      defaultValues={{ firstName: profile.firstName, lastName: profile.lastName }}
      save={api.updateProfile}
      submitLabel="Save Changes"
    >
      <NameFields />
      <p className="text-sm text-gray-700">
        Signed in as <span className="font-semibold text-night-900">{profile.email}</span>
      </p>
    </ProfilePartForm>
  );
}
