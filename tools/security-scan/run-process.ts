/** Runs a scanner process to its end, or kills it at a time limit, keeping all its output. */
import { spawn } from 'node:child_process';

/** A finished scanner process: its stdout and stderr together, exit code, and whether it was killed. */
export interface ProcessOutcome {
  output: string;
  code: number | null;
  timedOut: boolean;
}

/**
 * Runs `command` with `args` (no shell; TERM=dumb so no terminal control codes), killing it with
 * SIGKILL after `timeoutMs`.
 * @throws Error when the command cannot be started (not installed)
 */
export function runProcess(
  command: string,
  args: string[],
  timeoutMs: number,
): Promise<ProcessOutcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, TERM: 'dumb' },
    });
    let output = '';
    let timedOut = false;
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ output, code, timedOut });
    });
  });
}
