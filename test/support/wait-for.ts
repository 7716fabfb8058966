/**
 * Waiting for a condition instead of a fixed time (issue #19): `waitFor` checks `condition` at once, then
 * every `intervalMs` until it returns something truthy (which it resolves to), and fails after `timeoutMs`
 * with an error that names what it waited for. An error thrown by `condition` fails the wait at once (a
 * process that exited, say, is not worth waiting on). The timeout is a bound on a condition that should
 * come true, never a way to pass: a wait that times out is a failed test.
 */
export interface WaitOptions {
  /** What is awaited, for the error: "the sweep to delete every upload". */
  what: string;
  timeoutMs: number;
  /** How often the condition is checked; keep it small next to `timeoutMs`. */
  intervalMs?: number;
}

export class WaitTimeout extends Error {}

type Truthy<T> = Exclude<T, false | 0 | '' | null | undefined>;

export async function waitFor<T>(
  condition: () => T | Promise<T>,
  { what, timeoutMs, intervalMs = 20 }: WaitOptions,
): Promise<Truthy<T>> {
  const started = Date.now();
  for (;;) {
    const value = await condition();
    if (value) return value as Truthy<T>;
    if (Date.now() - started >= timeoutMs) {
      throw new WaitTimeout(`timed out after ${timeoutMs} ms waiting for ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
