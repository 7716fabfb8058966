import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { completeAnswer } from './answer-headers';

/**
 * The JSON text of the answers the routes make (platform/http.ts), by answer. The response cache keeps a
 * visitor's answer from this text instead of reading the Response's body back: reading it makes
 * @hono/node-server build a full web Response and a stream around a body it already holds as a string (a
 * seventh of the server's CPU on a never-seen search, docs/performance.md "The cold path under load"). An answer
 * that a middleware replaced is not found here, and is read back as before.
 */
const texts = new WeakMap<Response, string>();

/**
 * `c.json(data, status)`, the same answer on the wire, whose text `jsonTextOf` finds again. `text`: the data's JSON
 * text when it was made before (a kept answer's, `keptJson`), so it is not made again on every request.
 */
export function jsonAnswer(
  c: Context<AppEnv>,
  data: unknown,
  status: 200 | 201,
  text = JSON.stringify(data),
): Response {
  // Every header the API's middleware would add, in one record (answer-headers.ts); a route that needs a header
  // of its own answers a Response of its own.
  // A route that set a header on the context (an expired cookie) answers the usual way, which keeps it.
  const lists = c.get('contextHeaders') ? undefined : c.get('jsonHeaders');
  const answer = lists
    ? completeAnswer(text, status, c.get('actor') ? lists.private : lists.shared)
    : c.body(text, status, { 'Content-Type': 'application/json' });
  texts.set(answer, text);
  return answer;
}

/** The JSON text of an answer made by `jsonAnswer`, if it is that answer. */
export const jsonTextOf = (answer: Response): string | undefined => texts.get(answer);

/** An answer kept for its next askers (platform/http.ts `keep`): the value and its JSON text, made once. */
export interface KeptJson {
  value: unknown;
  text: string;
}

export const keptJson = (value: unknown): KeptJson => ({ value, text: JSON.stringify(value) });
