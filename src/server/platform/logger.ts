import pino from 'pino';

export type Logger = pino.Logger;

/** JSON logs. Secrets, tokens and passwords are redacted wherever they might appear. */
export function createLogger(level: string = 'info'): Logger {
  return pino({
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
  });
}
