/**
 * The process logger: structured JSON lines (pino) at LOG_LEVEL, or
 * pino-pretty's readable lines when asked (LOG_FORMAT; by default at a terminal). Secrets are redacted by
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
      transport: {
        target: 'pino-pretty',
        // The process id and host name say nothing to a person at the terminal of one process.
        options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true },
      },
    });
  return pino(settings);
}

/**
 * Whether LOG_FORMAT asks for readable lines: 'pretty' always, 'json' never, 'auto' when stdout is
 * a terminal (a person reads it; a supervisor or log collector gets JSON).
 */
export function wantsPrettyLogs(
  format: 'auto' | 'pretty' | 'json',
  isTerminal = process.stdout.isTTY === true,
): boolean {
  return format === 'pretty' || (format === 'auto' && isTerminal);
}

/**
 * A child of `log` for routine work a person need not watch (the demo catalogue's commands at
 * the first start): its info lines are written only when `log` is at debug or finer; its
 * warnings and errors always.
 */
export function routineLogger(log: Logger): Logger {
  return log.isLevelEnabled('debug') ? log : log.child({}, { level: 'warn' });
}
