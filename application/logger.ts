/**
 * The process logger: structured JSON lines (pino) at LOG_LEVEL. Secrets are redacted by path so
 * that a careless call never writes a token, key or password.
 */
import { pino, type Logger as PinoLogger } from 'pino';

export type Logger = PinoLogger;

/** A pino logger at `level` ('silent' for none). */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        'password',
        '*.password',
        'token',
        '*.token',
        'apiKey',
        '*.apiKey',
        'secret',
        '*.secret',
      ],
      censor: '[redacted]',
    },
  });
}
