import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { Icon, type IconName } from './icon';
import { MessageText } from './message-text';

export type AlertTone = 'error' | 'warning' | 'success' | 'info';

const tones: Record<AlertTone, { box: string; icon: IconName }> = {
  error: { box: 'border-red-300 bg-red-50 text-red-900', icon: 'alertCircle' },
  warning: { box: 'border-amber-300 bg-amber-50 text-amber-900', icon: 'alertTriangle' },
  success: { box: 'border-emerald-300 bg-emerald-50 text-emerald-900', icon: 'checkCircle' },
  info: { box: 'border-sea-500/40 bg-sea-50 text-sea-800', icon: 'info' },
};

/**
 * A message the screen reader announces: errors and warnings interrupt (role="alert"),
 * success and notes wait their turn (role="status"). An icon marks the tone besides the colour; the text is
 * exactly the message, so it reads (and tests) word for word, a place it names linked (MessageText).
 */
export function Alert({
  tone = 'info',
  title,
  children,
  id,
  action,
  className,
}: {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  id?: string;
  action?: ReactNode;
  className?: string;
}) {
  const t = tones[tone];
  return (
    <div
      id={id}
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      className={cx('flex gap-3 rounded-xl border px-4 py-3 text-sm', t.box, className)}
    >
      <Icon name={t.icon} className="mt-0.5" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? (
          <div className="leading-relaxed">
            <MessageText>{children}</MessageText>
          </div>
        ) : null}
        {action ? <div className="mt-2 flex flex-wrap gap-2">{action}</div> : null}
      </div>
    </div>
  );
}
