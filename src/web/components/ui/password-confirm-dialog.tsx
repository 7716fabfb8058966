import { useId, useState, type ComponentProps } from 'react';
import { messages } from '../../../shared/errors';
import { ConfirmDialog } from './confirm-dialog';
import { PasswordField } from './password-field';

type ConfirmProps = ComponentProps<typeof ConfirmDialog>;

/**
 * A confirmation that also asks for the person's own password (deleting the account, an administrator's role
 * change or suspension: the server checks it again). The field is labelled, starts empty each time the dialog
 * opens, and Enter confirms; an empty one is refused here, a wrong one by the server (shown as `error`).
 */
export function PasswordConfirmDialog({
  onConfirm,
  onCancel,
  error,
  open,
  ...props
}: Omit<ConfirmProps, 'onConfirm' | 'children'> & { onConfirm: (password: string) => void }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    // Opened or closed: a password typed for an earlier confirmation is never reused.
    setWasOpen(open);
    setPassword('');
    setMissing(false);
  }
  const confirm = () => {
    if (!password) {
      setMissing(true);
      return;
    }
    onConfirm(password);
  };
  return (
    <ConfirmDialog {...props} open={open} error={error} onConfirm={confirm} onCancel={onCancel}>
      <PasswordField
        id={id}
        label={messages.reauth.label}
        name="current-password"
        autoComplete="current-password"
        required
        error={missing ? messages.reauth.required : undefined}
        invalid={!!error}
        value={password}
        disabled={props.pending}
        onChange={(e) => {
          setPassword(e.target.value);
          setMissing(false);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            if (!props.pending) confirm();
          }
        }}
      />
    </ConfirmDialog>
  );
}
