/**
 * An embedded PostgreSQL in a process of its own (test/support/embedded-server.ts), for the test
 * run and the benchmarks: it outlives the test workers and is stopped once, at the end.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A TCP port free on 127.0.0.1 right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts a PostgreSQL with its data in a new temporary folder named `<folderPrefix>...` (with
 * pg_stat_statements loaded when `statementStatistics`); resolves with a maintenance database's
 * URL and how to stop it.
 * @throws Error when the server exits before it is ready
 */
export async function startEmbeddedServer(
  folderPrefix: string,
  { statementStatistics = false }: { statementStatistics?: boolean } = {},
): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), folderPrefix));
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(ROOT, 'test/support/embedded-server.ts'),
      dir,
      String(await freePort()),
      ...(statementStatistics ? ['--statement-statistics'] : []),
    ],
    { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((candidate) => candidate.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { url: string }).url);
    });
    child.once('exit', (code) =>
      reject(new Error(`The embedded PostgreSQL exited early (code ${code})`)),
    );
  });
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
