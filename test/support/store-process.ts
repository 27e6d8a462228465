/**
 * A store instance in a process of its own (`bin/start.ts` or `bin/worker.ts` under Node with
 * tsx's loader, no wrapper process, so a signal reaches the store itself), for tests of several
 * instances sharing one database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataFolderFor } from './data-folder';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface StoreProcess {
  /** http://localhost:<port> for an API instance; '' for a worker. */
  url: string;
  child: ChildProcess;
  /** Everything the process wrote (stdout and stderr), for failure messages. */
  output(): string;
  /** Sends `signal` and resolves when the process has exited. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts `bin/<script>` with `args` and `env` (added to this process's environment) and resolves
 * once it printed `ready` (a regular expression whose first group, if any, is the URL).
 * @throws Error with the process's output when it exits first or is not ready in `timeoutMs`
 */
export function startStoreProcess(options: {
  script: 'start' | 'worker';
  args?: string[];
  env: Record<string, string>;
  ready: RegExp;
  timeoutMs?: number;
}): Promise<StoreProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, `bin/${options.script}.ts`), ...(options.args ?? [])],
    { cwd: ROOT, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const handle: StoreProcess = {
    url: '',
    child,
    output: () => output,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`bin/${options.script}.ts was not ready in time:\n${output}`));
    }, options.timeoutMs ?? 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = options.ready.exec(output);
      if (!match) return;
      clearTimeout(timer);
      handle.url = match[1] ?? '';
      resolve(handle);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`bin/${options.script}.ts exited (${code ?? signal}):\n${output}`));
    });
  });
}

/**
 * Runs `bin/cli.ts args` to the end; resolves with its exit code and output. DATA_DIR defaults to
 * the data folder of the store on DATABASE_URL (test/support/data-folder.ts).
 */
export function runCli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bin/cli.ts'), ...args],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        ...(env.DATABASE_URL ? { DATA_DIR: dataFolderFor(env.DATABASE_URL) } : {}),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/** Whether process `pid` is still running (signal 0 probes without sending anything). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
