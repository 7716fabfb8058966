import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../../shared/errors';
import { locationUpdateSchema } from '../../../../shared/schemas/account';
import { Form } from '../../../components/form/form';
import { SubmitButton } from '../../../components/form/submit-button';
import { memberApi, type MemberProfile } from '../api';
import { LocationFields } from '../../../components/form/member-fields';
import { SectionCard, WithProfile } from './section-frame';

export function LocationSection() {
  return (
    <SectionCard title="Update Location" description="Where you are, so members near you can find you.">
      <WithProfile>{(profile) => <LocationForm key={profile.id} profile={profile} />}</WithProfile>
    </SectionCard>
  );
}

function LocationForm({ profile }: { profile: MemberProfile }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: memberApi(queryClient).updateLocation });
  return (
    <Form
      schema={locationUpdateSchema}
      defaultValues={{ territory: profile.territory, locality: profile.locality }}
      errorFallback={messages.settings.profileUpdateFailed}
      successMessage={messages.settings.profileUpdated}
      onSubmit={async (values) => {
        // Saving makes the profile and the session (the avatar menu) stale: both ask again.
        await mutation.mutateAsync(values);
      }}
    >
      {/* A territory saved before the list changed still shows as chosen. */}
      <LocationFields saved={profile.territory} />
      <div>
        <SubmitButton loadingText="Saving...">Update Location</SubmitButton>
      </div>
    </Form>
  );
}
