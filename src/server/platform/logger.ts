import pino from 'pino';
import pretty from 'pino-pretty';

export type Logger = pino.Logger;

export interface LoggerOptions {
  /** Readable coloured lines instead of JSON; see readableLogs(). */
  pretty?: boolean;
  /** Where lines go (tests); standard output otherwise. */
  destination?: pino.DestinationStream;
}

/**
 * Readable lines for a person watching `npm start` in a terminal; JSON for everything else (production,
 * log collectors, pipes), where each line must stay one machine-readable object.
 */
export function readableLogs(env: string, stdoutIsTty: boolean | undefined): boolean {
  return env !== 'production' && stdoutIsTty === true;
}

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const LINK = /\bhttps?:\/\/[^\s"'<>]+/g;
/** Drizzle puts a failed statement's parameters in its message: `Failed query: … params: a,b,c`. */
const SQL_PARAMS = /(\bparams:)[\s\S]*$/;

/** A text fit for a log line: no statement parameters, e-mail addresses or links (links carry tokens). */
export function scrubLogText(text: string): string {
  return text.replace(SQL_PARAMS, '$1 [redacted]').replace(LINK, '[link]').replace(EMAIL, '[email]');
}

/** Keys whose values never reach a log line, whatever object they come in. */
const SECRET_KEY = /password|token|secret|cookie|authorization|email|^to$|^links?$/i;

/**
 * Anything a library hands the logger beside its message (better-auth passes errors, objects, addresses) as a
 * log field: errors as serializeError has them, strings scrubbed, other values as scrubbed JSON without their
 * secret keys. The redact paths only reach known field names, so a value in a free-form field needs this.
 */
export function scrubLogValue(value: unknown): unknown {
  if (value instanceof Error) return serializeError(value);
  if (typeof value === 'string') return scrubLogText(value);
  if (value === null || typeof value !== 'object') return value;
  try {
    return scrubLogText(
      JSON.stringify(value, (key, inner: unknown) => (key && SECRET_KEY.test(key) ? '[redacted]' : inner)),
    );
  } catch {
    return '[unserialisable]';
  }
}

/**
 * Errors as pino's standard serializer has them, scrubbed, with the driver's extras dropped: a Postgres error
 * carries `parameters`, `query`, `detail` ("Key (email)=(…) already exists") and `where`, and Drizzle nests the
 * driver's error as `cause`.
 */
export function serializeError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error) || depth > 3) return err;
  const { type, message, stack } = pino.stdSerializers.err(err);
  const out: Record<string, unknown> = {
    type,
    message: scrubLogText(message),
    stack: stack ? scrubLogText(stack) : undefined,
  };
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' || typeof code === 'number') out.code = code;
  if (err.cause) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

/**
 * Secrets, tokens and passwords are redacted wherever they might appear, in either format; errors and messages
 * lose statement parameters, e-mail addresses and links.
 */
export function createLogger(level: string = 'info', options: LoggerOptions = {}): Logger {
  const settings: pino.LoggerOptions = {
    level,
    serializers: { err: serializeError, error: serializeError },
    hooks: {
      logMethod(args, method) {
        const scrubbed = args.map((arg) => (typeof arg === 'string' ? scrubLogText(arg) : arg));
        return method.apply(this, scrubbed as Parameters<typeof method>);
      },
    },
    redact: {
      paths: [
        'password',
        '*.password',
        'token',
        '*.token',
        'secret',
        '*.secret',
        'req.headers.cookie',
        'req.headers.authorization',
        'headers.cookie',
        'headers.authorization',
        'email',
        '*.email',
        'to',
        'link',
        'links',
      ],
      censor: '[redacted]',
    },
  };
  if (options.pretty) {
    // pino-pretty as a stream in this process (not a worker transport): lines come out in order with
    // the process's other output, and nothing is lost when it exits.
    const stream = pretty({
      colorize: !options.destination,
      destination: options.destination ?? 1,
      sync: true,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname',
    });
    return pino(settings, stream);
  }
  return options.destination ? pino(settings, options.destination) : pino(settings);
}
