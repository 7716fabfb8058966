import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { cx } from '../../lib/cx';

/**
 * A button with `aria-pressed` that may sit on a card inside a link (the heart, the star, Attend): pressing it
 * never follows the link.
 */
export function ToggleButton({
  pressed,
  label,
  onToggle,
  ...button
}: {
  pressed: boolean;
  /** Its accessible name, e.g. 'Like Soca Sunrise'. */
  label: string;
  onToggle: () => void;
} & Omit<ComponentProps<'button'>, 'type' | 'onClick' | 'aria-pressed' | 'aria-label'>) {
  function onClick(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    event.stopPropagation();
    onToggle();
  }
  return <button type="button" aria-pressed={pressed} aria-label={label} onClick={onClick} {...button} />;
}

/**
 * A round icon toggle (the heart, the administrators' star): the icon filled while pressed; with `text`
 * ('Liked', 'Featured' on detail pages) a pill with the word beside it. `tone` colours it.
 */
export function IconToggle({
  pressed,
  icon,
  text,
  tone,
  className,
  ...toggle
}: {
  pressed: boolean;
  label: string;
  title: string;
  onToggle: () => void;
  /** The icon's path (24×24, drawn with a 1.9 stroke). */
  icon: ReactNode;
  text?: string;
  tone: string;
  className?: string;
}) {
  return (
    <ToggleButton
      pressed={pressed}
      {...toggle}
      className={cx(
        'inline-flex min-h-10 min-w-10 items-center justify-center gap-1.5 rounded-full shadow-sm ring-1 transition-colors',
        tone,
        text && 'px-4 text-sm font-semibold',
        className,
      )}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        fill={pressed ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={1.9}
        strokeLinejoin="round"
        className="h-5 w-5 shrink-0"
      >
        {icon}
      </svg>
      {text ? <span aria-hidden="true">{text}</span> : null}
    </ToggleButton>
  );
}
