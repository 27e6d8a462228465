import { describe, expect, it } from 'vitest';
import { runCli } from './cli-program';

/** Runs the command line in this process; its exit code and what commander printed. */
async function cli(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    writeOut: (text) => (stdout += text),
    writeErr: (text) => (stderr += text),
  });
  return { code, stdout, stderr };
}

describe('the command line', () => {
  it('answers --help for every command', async () => {
    const commands = [
      ['admin', 'grant'],
      ['ledger', 'audit'],
      ['ledger', 'history'],
      ['projections', 'status'],
      ['projections', 'rebuild'],
      ['customer', 'erase'],
      ['ticket', 'erase-guest'],
      ['keys', 'generate'],
      ['keys', 'rotate'],
      ['backup'],
      ['restore'],
    ];
    const top = await cli('--help');
    expect(top.code).toBe(0);
    for (const [area] of commands) expect(top.stdout).toMatch(new RegExp(`^  ${area} `, 'm'));
    for (const area of new Set(commands.filter((c) => c.length === 2).map(([a]) => a!))) {
      const areaHelp = await cli(area, '--help');
      expect(areaHelp.code, area).toBe(0);
      for (const [, verb] of commands.filter(([a, v]) => a === area && v))
        expect(areaHelp.stdout).toMatch(new RegExp(`^  ${verb}\\b`, 'm'));
    }
    for (const command of commands) {
      const help = await cli(...command, '--help');
      expect(help.code, command.join(' ')).toBe(0);
      expect(help.stdout).toContain(`Usage: npm run cli -- ${command.join(' ')}`);
    }
  });

  it('answers --help for backup and restore, warning that the file is as sensitive as the database', async () => {
    for (const command of ['backup', 'restore']) {
      const help = await cli(command, '--help');
      expect(help.code).toBe(0);
      expect(help.stdout).toContain(`Usage: npm run cli -- ${command} [options] <file>`);
      expect(help.stdout).toContain('Keep it as safe as the database');
    }
    expect((await cli('restore', '--help')).stdout).toContain(
      "run this with the backed-up store's ENCRYPTION_KEY",
    );
  });
});
