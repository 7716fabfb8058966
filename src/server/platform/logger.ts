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

/** Secrets, tokens and passwords are redacted wherever they might appear, in either format. */
export function createLogger(level: string = 'info', options: LoggerOptions = {}): Logger {
  const settings: pino.LoggerOptions = {
    level,
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
