/**
 * A reference server of the benchmark in a process of its own (so that it does not share the load
 * generator's event loop): `script` run with tsx, ready once it prints "listening on <url>".
 */
import { spawn } from 'node:child_process';

/** A running reference server: its URL, and how to stop it (SIGTERM, then its exit). */
export interface ChildServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts `script` (a path) with `args`; resolves once it listens.
 * @throws Error when it exits before
 */
export async function startChildServer(script: string, args: string[]): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
  });
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
