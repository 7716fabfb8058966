import type { AlertTone } from '../components/ui/alert';

/** A one-time message carried to the next page in the navigation state (e.g. after deleting an account). */
export interface Flash {
  tone: AlertTone;
  message: string;
  /** A link after the message, such as to what was just created. */
  link?: { to: string; label: string };
}

export function flashState(tone: AlertTone, message: string, link?: Flash['link']): { flash: Flash } {
  return { flash: link ? { tone, message, link } : { tone, message } };
}

export function readFlash(state: unknown): Flash | null {
  const flash = (state as { flash?: Flash } | null)?.flash;
  return flash && typeof flash.message === 'string' ? flash : null;
}
