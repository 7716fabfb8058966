import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFlash } from '../../../components/manager/use-flash';
import { useViewer } from '../../../lib/auth';
import { endpointKey } from '../../../lib/client';
import { memberAreaEndpoints } from '../../../endpoints/member-areas';
import { memberApi, type MemberProfile } from '../api';
import { SaveOutcome, SectionCard, SettingCheckbox, WithProfile } from './section-frame';

export const SHOW_IN_COMMUNITY_LABEL = 'Show me on attendee lists and in Fete Nation';

/** /settings/community: whether other members see you on attendee lists and in the Fete Nation directory. */
export function CommunitySection() {
  return (
    <SectionCard
      title="Community"
      description="Choose whether other members can find you. You are still counted among an event's attendees."
    >
      <WithProfile>{(profile) => <CommunitySwitch profile={profile} />}</WithProfile>
    </SectionCard>
  );
}

function CommunitySwitch({ profile }: { profile: MemberProfile }) {
  const queryClient = useQueryClient();
  const viewer = useViewer().key;
  const { message, flash } = useFlash();
  const mutation = useMutation({
    mutationFn: memberApi(queryClient).setCommunityVisibility,
    onSuccess: (saved) => {
      // Shown at once (the profile read asks again as well, with the rest of the member's account).
      queryClient.setQueryData(endpointKey(memberAreaEndpoints.me, {}, viewer), saved);
      flash('Settings saved');
    },
  });
  return (
    <div className="flex flex-col gap-4">
      <SettingCheckbox
        name="showInCommunity"
        label={SHOW_IN_COMMUNITY_LABEL}
        hint="When this is off, other members do not see your name on attendee lists or in the directory."
        saved={profile.showInCommunity}
        mutation={mutation}
      />
      <SaveOutcome error={mutation.error} failedMessage="Failed to update profile" message={message} />
    </div>
  );
}
