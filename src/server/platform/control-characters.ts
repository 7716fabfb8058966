/**
 * C0 control characters and DEL, except tab, line feed and carriage return (multi-line text keeps them).
 * No form produces them; PostgreSQL refuses NUL in text outright, and the others only hide text on screen.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTER_MESSAGE = 'Please remove control characters from this field';

/**
 * Where the first string (or object key) holding a control character is in a parsed request, as a field
 * path ('' for the value itself); undefined when there is none. Iterative: request bodies may nest deep.
 */
export function findControlCharacter(value: unknown): string | undefined {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (stack.length) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (CONTROL_CHARACTER.test(current)) return path;
    } else if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (CONTROL_CHARACTER.test(key)) return childPath;
        stack.push({ value: child, path: childPath });
      }
    }
  }
  return undefined;
}
