import { useQueryClient } from '@tanstack/react-query';
import { locationUpdateSchema } from '../../../../shared/schemas/account';
import { memberApi, type MemberProfile } from '../api';
import { LocationFields } from '../../../components/form/member-fields';
import { ProfilePartForm, SectionCard, WithProfile } from './section-frame';

export function LocationSection() {
  return (
    <SectionCard title="Update Location" description="Where you are, so members near you can find you.">
      <WithProfile>{(profile) => <LocationForm key={profile.id} profile={profile} />}</WithProfile>
    </SectionCard>
  );
}

function LocationForm({ profile }: { profile: MemberProfile }) {
  const api = memberApi(useQueryClient());
  return (
    <ProfilePartForm
      schema={locationUpdateSchema}
      defaultValues={{ territory: profile.territory, locality: profile.locality }}
      save={api.updateLocation}
      submitLabel="Update Location"
    >
      {/* A territory saved before the list changed still shows as chosen. */}
      <LocationFields saved={profile.territory} />
    </ProfilePartForm>
  );
}
