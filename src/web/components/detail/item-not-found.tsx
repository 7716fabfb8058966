import { EmptyStatePage } from '../ui/empty-state';
import type { IconName } from '../ui/icon';
import { LinkButton } from '../ui/link-button';

/** A detail page whose item does not exist (or is not visible): the spec's 'Event not found' and friends. */
export function ItemNotFound({
  message,
  backTo,
  backLabel,
  icon = 'search',
}: {
  message: string;
  backTo: string;
  backLabel: string;
  icon?: IconName;
}) {
  return (
    <EmptyStatePage
      className="py-6"
      icon={icon}
      title={message}
      action={
        <LinkButton to={backTo} variant="secondary" icon={<span aria-hidden="true">←</span>}>
          {backLabel}
        </LinkButton>
      }
    />
  );
}
