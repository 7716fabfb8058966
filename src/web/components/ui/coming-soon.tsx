import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import type { IconName } from './icon';

/**
 * A screen (or part of one) that is not built yet says so plainly, with one sentence of what it will do,
 * instead of an empty state that would claim there is no data.
 */
export function ComingSoon({
  what,
  icon = 'sparkles',
  action,
  titleAs = 'h2',
  className,
}: {
  /** One sentence: what the screen will do ("Find members by name or territory and start a chat."). */
  what: ReactNode;
  icon?: IconName;
  action?: ReactNode;
  titleAs?: 'h1' | 'h2' | 'h3' | 'p';
  className?: string;
}) {
  return (
    <EmptyState
      icon={icon}
      titleAs={titleAs}
      title="Coming Soon"
      description={<p>{what}</p>}
      action={action}
      className={className}
    />
  );
}
