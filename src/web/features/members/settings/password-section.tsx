import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { messages } from '../../../../shared/errors';
import { passwordChangeSchema } from '../../../../shared/schemas/account';
import { FormPasswordField } from '../../../components/form/fields';
import { NewPasswordFields } from '../../../components/form/member-fields';
import { Form } from '../../../components/form/form';
import { SubmitButton } from '../../../components/form/submit-button';
import { flashState } from '../../../lib/flash';
import { memberApi } from '../api';
import { SectionCard } from './section-frame';
import { paths } from '../../../app/paths';

/** The spec checks the match before anything else, then the server's own rules apply. */
const passwordFormSchema = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: messages.settings.passwordsDoNotMatch,
    path: ['confirmPassword'],
  })
  .pipe(passwordChangeSchema);

export function PasswordSection() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: memberApi(queryClient).changePassword });
  return (
    <SectionCard title="Change Password" description="Enter your current password, then choose a new one.">
      <Form
        schema={passwordFormSchema}
        defaultValues={{ currentPassword: '', newPassword: '', confirmPassword: '' }}
        errorFallback="Failed to update password"
        onSubmit={async (values) => {
          await mutation.mutateAsync(values);
          navigate(paths.dashboard(), { state: flashState('success', messages.settings.passwordUpdated) });
        }}
      >
        <FormPasswordField
          label="Current Password"
          name="currentPassword"
          autoComplete="current-password"
          required
        />
        <NewPasswordFields confirmLabel="Confirm New Password" />
        <div>
          <SubmitButton loadingText="Updating...">Update Password</SubmitButton>
        </div>
      </Form>
    </SectionCard>
  );
}
