import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TERRITORIES } from '../../../../shared/constants';
import { messages } from '../../../../shared/errors';
import { locationUpdateSchema } from '../../../../shared/schemas/account';
import { FormSelectField, FormTextField } from '../../../components/form/fields';
import { Form } from '../../../components/form/form';
import { SubmitButton } from '../../../components/form/submit-button';
import { memberApi, type MemberProfile } from '../api';
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
  // A territory saved before the list changed still shows as chosen.
  const options =
    TERRITORIES.includes(profile.territory as (typeof TERRITORIES)[number]) || !profile.territory
      ? TERRITORIES
      : [profile.territory, ...TERRITORIES];

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
      <FormSelectField
        label="Territory"
        name="territory"
        autoComplete="country-name"
        required
        placeholder="Select your territory"
        options={options}
      />
      <FormTextField label="Locality" name="locality" autoComplete="address-level2" required />
      <div>
        <SubmitButton loadingText="Saving...">Update Location</SubmitButton>
      </div>
    </Form>
  );
}
