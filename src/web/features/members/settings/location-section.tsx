import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { TERRITORIES } from '../../../../shared/constants';
import { messages } from '../../../../shared/errors';
import { locationUpdateSchema } from '../../../../shared/schemas/account';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api';
import { sessionQueryKey } from '../../../lib/auth';
import { myProfileQuery, updateLocation, type MemberProfile } from '../api';
import { SectionCard, WithProfile } from './section-frame';

const ERROR_ID = 'location-error';

export function LocationSection() {
  return (
    <SectionCard title="Update Location" description="Where you are, so members near you can find you.">
      <WithProfile>{(profile) => <LocationForm key={profile.id} profile={profile} />}</WithProfile>
    </SectionCard>
  );
}

function LocationForm({ profile }: { profile: MemberProfile }) {
  const queryClient = useQueryClient();
  const [territory, setTerritory] = useState(profile.territory);
  const [locality, setLocality] = useState(profile.locality);
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const mutation = useMutation({
    mutationFn: updateLocation,
    onSuccess: async () => {
      setStatus({ tone: 'success', text: messages.settings.profileUpdated });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myProfileQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]);
    },
    onError: (err) =>
      setStatus({ tone: 'error', text: errorMessage(err, messages.settings.profileUpdateFailed) }),
  });

  // A territory saved before the list changed still shows as chosen.
  const options =
    TERRITORIES.includes(territory as (typeof TERRITORIES)[number]) || !territory
      ? TERRITORIES
      : [territory, ...TERRITORIES];

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(null);
    const result = locationUpdateSchema.safeParse({ territory, locality });
    if (!result.success) {
      setInvalid(new Set(result.error.issues.map((i) => String(i.path[0]))));
      setStatus({ tone: 'error', text: result.error.issues[0]?.message ?? messages.signup.locationFields });
      return;
    }
    setInvalid(new Set());
    mutation.mutate(result.data);
  }

  const describedBy = status?.tone === 'error' ? ERROR_ID : undefined;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {status ? (
        <Alert tone={status.tone} id={ERROR_ID}>
          {status.text}
        </Alert>
      ) : null}
      <SelectField
        label="Territory"
        name="territory"
        autoComplete="country-name"
        required
        placeholder="Select your territory"
        options={options}
        value={territory}
        onChange={(e) => setTerritory(e.target.value)}
        invalid={invalid.has('territory')}
        describedBy={describedBy}
      />
      <TextField
        label="Locality"
        name="locality"
        autoComplete="address-level2"
        required
        value={locality}
        onChange={(e) => setLocality(e.target.value)}
        invalid={invalid.has('locality')}
        describedBy={describedBy}
      />
      <div>
        <Button type="submit" loading={mutation.isPending} loadingText="Saving...">
          Update Location
        </Button>
      </div>
    </form>
  );
}
