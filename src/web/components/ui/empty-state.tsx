import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { Container } from './container';
import { Icon, type IconName } from './icon';

/** What a list says when it has nothing to show, with an optional way forward. */
export function EmptyState({
  title,
  description,
  icon = 'search',
  action,
  titleAs: Title = 'p',
  className,
}: {
  title: ReactNode;
  /** 'h1' when the empty state is the whole page (e.g. 'Event not found'). */
  titleAs?: 'h1' | 'h2' | 'h3' | 'p';
  description?: ReactNode;
  icon?: IconName;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cx(
        'flex flex-col items-center gap-3 rounded-2xl border border-dashed border-night-900/20 bg-white/70 px-6 py-12 text-center',
        className,
      )}
    >
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-linear-to-br from-carnival-100 via-sunset-100 to-gold-100 text-carnival-700">
        <Icon name={icon} className="h-7 w-7" />
      </span>
      <Title className="font-display text-lg font-semibold text-night-900">{title}</Title>
      {description ? <div className="max-w-md text-sm text-gray-700">{description}</div> : null}
      {action ? <div className="mt-2 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </div>
  );
}

/**
 * A page that is only an empty state ('Page not found', 'Event not found'…): its `title` is the page's h1 and,
 * unless `documentTitle` says otherwise, the browser tab's title too.
 */
export function EmptyStatePage({
  documentTitle,
  className,
  ...state
}: {
  title: string;
  documentTitle?: string;
  description?: ReactNode;
  icon?: IconName;
  action?: ReactNode;
  /** The page's padding (the container's). */
  className?: string;
}) {
  return (
    <Container width="md" className={className}>
      <title>{`${documentTitle ?? state.title} · Fete`}</title>
      <EmptyState titleAs="h1" {...state} />
    </Container>
  );
}
