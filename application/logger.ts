/**
 * The process logger: structured JSON lines (pino) at LOG_LEVEL, or
 * pino-pretty's readable lines when asked (development on a terminal). Secrets are redacted by
 * path so that a careless call never writes a token, key or password; the request and command
 * lines (api/http/request-context.ts, application/commands/execute.ts) carry ids, names, streams
 * and positions, never bodies or event data.
 */
import { pino, type DestinationStream, type Logger as PinoLogger } from 'pino';

export type Logger = PinoLogger;

/** Where and how lines are written; by default JSON to stdout. */
export interface LoggerOptions {
  /** Another destination (tests collect the lines). */
  destination?: DestinationStream;
  /** Readable, coloured lines through pino-pretty instead of JSON. */
  pretty?: boolean;
}

const REDACTED_PATHS = [
  'password',
  '*.password',
  'newPassword',
  '*.newPassword',
  'token',
  '*.token',
  'apiKey',
  '*.apiKey',
  'secret',
  '*.secret',
  'authorization',
  '*.authorization',
  'cookie',
  '*.cookie',
  'stockItems',
  '*.stockItems',
  'deliveredItem',
  '*.deliveredItem',
];

/** A pino logger at `level` ('silent' for none). */
export function createLogger(level: string, options: LoggerOptions = {}): Logger {
  const settings = { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  if (options.destination) return pino(settings, options.destination);
  if (options.pretty)
    return pino({
      ...settings,
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l' } },
    });
  return pino(settings);
}

/** Readable lines for a person at a terminal outside production; JSON for everything else. */
export function wantsPrettyLogs(isProduction: boolean): boolean {
  return !isProduction && process.stdout.isTTY === true;
}
