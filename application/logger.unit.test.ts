import { describe, expect, it } from 'vitest';
import { createLogger, routineLogger, wantsPrettyLogs } from './logger';

/** A logger at `level` whose lines land in the returned array, as parsed objects. */
function collecting(level: string) {
  const lines: { level: number; msg: string }[] = [];
  const log = createLogger(level, {
    destination: { write: (line: string) => lines.push(JSON.parse(line) as (typeof lines)[0]) },
  });
  return { log, lines };
}

describe('the process logger', () => {
  it.each([
    ['auto', true, true],
    ['auto', false, false],
    ['pretty', false, true],
    ['json', true, false],
  ] as const)(
    'LOG_FORMAT=%s with a terminal: %s writes pretty lines: %s',
    (format, tty, pretty) => {
      expect(wantsPrettyLogs(format, tty)).toBe(pretty);
    },
  );

  it('keeps routine info lines back at info, and shows them at debug', () => {
    const atInfo = collecting('info');
    routineLogger(atInfo.log).info('created a demo product');
    routineLogger(atInfo.log).warn('a demo product was refused');
    expect(atInfo.lines.map((line) => line.msg)).toEqual(['a demo product was refused']);

    const atDebug = collecting('debug');
    routineLogger(atDebug.log).info('created a demo product');
    expect(atDebug.lines.map((line) => line.msg)).toEqual(['created a demo product']);
  });
});
