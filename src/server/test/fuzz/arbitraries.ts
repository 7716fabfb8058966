import fc from 'fast-check';
import type { z } from 'zod';
import {
  jsonSchemaOf,
  nastyString,
  nastyValue,
  validObject,
  validValue,
  type JsonSchema,
} from './field-values';

/**
 * fast-check arbitraries for requests, built from a route's zod schemas: bodies (mostly valid, sometimes
 * hostile, now and then with fields the schema does not know), query strings and path segments. Test code only.
 */

/** Keys no schema knows, with a value that must never reach the database when the request is accepted. */
export const UNKNOWN_MARKER = 'fuzz-unknown-field';
const unknownFields = fc.dictionary(
  fc.constantFrom('isAdmin', 'role', 'ownerId', 'id', 'active', 'zzExtra', '__proto__', 'constructor'),
  fc.constant(UNKNOWN_MARKER),
  { minKeys: 1, maxKeys: 3 },
);

/**
 * The fields an attacker adds to a body to take what is not theirs (issue #20), with real values: someone
 * else's account id (`bait`, a member who owns nothing), the administrator role, an approval, a switched-off
 * item, a price and a total of one's choosing, Premium, and an expiry far away. Sent only under names the
 * route's schema does not know; none may be stored (fuzz-routes.ts checks the database after every success).
 */
export const SENSITIVE_NUMBER = 987_654_321;
export const SENSITIVE_DATE = '2099-12-31';
export function sensitiveValues(bait: string) {
  return {
    ownerId: bait,
    userId: bait,
    role: 'admin',
    status: 'approved',
    active: false,
    priceCents: SENSITIVE_NUMBER,
    totalPriceCents: SENSITIVE_NUMBER,
    membershipType: 'premium',
    expiresAt: `${SENSITIVE_DATE}T00:00:00.000Z`,
  };
}

/**
 * A field's value: mostly valid, sometimes hostile. The object may lose fields and gain unknown ones.
 */
function mixedObject(schema: JsonSchema): fc.Arbitrary<{ value: Record<string, unknown>; extra: boolean }> {
  const entries = Object.entries(schema.properties ?? {});
  const shape = Object.fromEntries(
    entries.map(([key, field]) => [
      key,
      fc.oneof({ weight: 4, arbitrary: validValue(field, key) }, { weight: 1, arbitrary: nastyValue }),
    ]),
  );
  const base = fc.record(shape, { requiredKeys: [] });
  return fc
    .tuple(base, fc.option(unknownFields, { freq: 3 }))
    .map(([value, extra]) => ({ value: { ...value, ...(extra ?? {}) }, extra: extra !== null }));
}

/**
 * A minimal valid object (its required fields, as far as its JSON Schema says) with some of the sensitive
 * fields the schema does not know, so that a route that would accept it and store what it should not is
 * caught; undefined when the schema knows them all. Only the required fields: optional ones with patterns the
 * JSON Schema does not carry (URLs, times) would make nearly every such body a 422.
 */
const pick = <T>(record: Record<string, T>, keys: string[]) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => keys.includes(key)));

function withSensitiveFields(
  schema: JsonSchema,
  sensitive: Record<string, unknown>,
): fc.Arbitrary<FuzzBody> | undefined {
  if (schema.type !== 'object') return undefined;
  const unknown = Object.keys(sensitive).filter((key) => !(key in (schema.properties ?? {})));
  if (!unknown.length) return undefined;
  return fc
    .tuple(
      validObject({ ...schema, properties: pick(schema.properties ?? {}, schema.required ?? []) }),
      fc.subarray(unknown, { minLength: 1, maxLength: 4 }),
    )
    .map(([value, keys]) => ({
      json: { ...value, ...Object.fromEntries(keys.map((key) => [key, sensitive[key]])) },
      extra: false,
      sensitive: keys,
    }));
}

/**
 * Arrays or objects nested up to 20,000 deep, within the body limit. Kept as JSON text: a reporter that
 * prints a failing value walks it recursively.
 */
const deepNesting = fc
  .tuple(fc.integer({ min: 100, max: 20_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
  );

export interface FuzzBody {
  /** Sent as JSON; `raw` is sent as it is, with a JSON content type. */
  json?: unknown;
  raw?: string;
  /** Carries fields the schema does not know. */
  extra: boolean;
  /** The sensitive fields (sensitiveValues) it carries under names the schema does not know. */
  sensitive?: string[];
}

/** A JSON body for a route's body schema; `sensitive`: the values of sensitiveValues, to add now and then. */
export function bodyArbitrary(
  schema: z.ZodType,
  sensitive?: Record<string, unknown>,
): fc.Arbitrary<FuzzBody> {
  const js = jsonSchemaOf(schema);
  const object = mixedObject(js);
  const taking = sensitive ? withSensitiveFields(js, sensitive) : undefined;
  return fc.oneof(
    ...(taking ? [{ weight: 3, arbitrary: taking }] : []),
    { weight: 6, arbitrary: object.map(({ value, extra }) => ({ json: value, extra })) },
    { weight: 2, arbitrary: validValue(js).map((json) => ({ json, extra: false })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((json) => ({ json, extra: false })) },
    { weight: 1, arbitrary: fc.array(object, { maxLength: 3 }).map((a) => ({ json: a, extra: false })) },
    { weight: 1, arbitrary: deepNesting.map((raw) => ({ raw, extra: false })) },
    { weight: 1, arbitrary: nastyString.map((raw) => ({ raw, extra: false })) },
  );
}

/** A query string for a route's query schema: known keys with valid or hostile values, repeats, unknown keys. */
export function queryArbitrary(schema: z.ZodType): fc.Arbitrary<string> {
  const js = jsonSchemaOf(schema);
  const entries = Object.entries(js.properties ?? {});
  const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  const field = (key: string, s: JsonSchema) =>
    fc.oneof(
      { weight: 4, arbitrary: validValue(s, key).map(asText) },
      { weight: 2, arbitrary: nastyString },
      { weight: 1, arbitrary: nastyValue.map(asText) },
    );
  const known = fc.record(
    Object.fromEntries(
      entries.map(([key, s]) => [
        key,
        fc.oneof(
          { weight: 4, arbitrary: field(key, s).map((v) => [v]) },
          { weight: 1, arbitrary: fc.array(field(key, s), { minLength: 2, maxLength: 3 }) },
        ),
      ]),
    ),
    { requiredKeys: [] },
  );
  const unknown = fc.dictionary(fc.constantFrom('zz', 'role', 'sort', '__proto__'), nastyString, {
    maxKeys: 2,
  });
  return fc.tuple(known, unknown).map(([k, u]) => {
    const params = new URLSearchParams();
    for (const [key, values] of Object.entries(k)) for (const v of values as string[]) params.append(key, v);
    for (const [key, value] of Object.entries(u)) params.append(key, value);
    return params.toString();
  });
}

/** A path segment: one of `known` (real ids, real section names) mostly, else anything. */
export function segmentArbitrary(known: readonly string[]): fc.Arbitrary<string> {
  return fc
    .oneof(
      { weight: 3, arbitrary: fc.constantFrom(...known) },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 2, arbitrary: nastyString.filter((s) => s.length > 0) },
    )
    .map((s) => encodeURIComponent(s));
}
