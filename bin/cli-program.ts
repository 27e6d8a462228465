/**
 * `npm run cli -- <area> <verb>` (ARCHITECTURE.md contract "CLI"; commander, with `--help` for
 * every command): `admin grant <email>`, `ledger audit`,
 * `ledger history <email | id> [--as-of ISO]`, `projections status`, `projections rebuild [name]`,
 * `customer erase <email | id>`, `ticket erase-guest <ticket id>`, `keys generate`, `keys rotate`, `backup <file>`,
 * `restore <file>`. Long work shows a progress bar. Exit codes: 0 done, 1 a finding or a failure,
 * 2 a wrong command line (with the usage on stderr).
 */
import { Command, CommanderError, type OutputConfiguration } from 'commander';
import { SingleBar } from 'cli-progress';
import { DamagedBackup, totalRows, type BackupHeader } from '../application/backup/backup-header';
import { createBackup } from '../application/backup/create-backup';
import { restoreBackup, RestoreRefused } from '../application/backup/restore-backup';
import { eraseGuestContact } from '../application/commands/erase-guest-contact';
import { erasePersonalData } from '../application/commands/erase-personal-data';
import { grantAdmin } from '../application/commands/grant-admin';
import type { Config } from '../application/config';
import { startDatabase, type Database } from '../application/db/database';
import { createPool } from '../application/db/pool';
import { createLogger } from '../application/logger';
import { newMasterKeyText } from '../application/security/secret-box';
import { auditLedger } from '../application/ledger/audit';
import { ledgerHistory } from '../application/ledger/history';
import { formatDollars as usd } from '../contracts/money';
import { DomainError } from '../domain/shared/errors';
import { findUserByEmail, findUserById } from '../projections/users/queries';
import { openCore, type KeyMartCore } from './core';
import { loadConfigOrExit } from './load-config-or-exit';

async function adminGrant(core: KeyMartCore, email: string): Promise<number> {
  const user = await findUserByEmail(core.pool, email);
  if (!user) {
    console.error(`No account with the e-mail ${email}`);
    return 1;
  }
  const { result } = await grantAdmin(
    core,
    { userId: user.id },
    { now: new Date(), actorId: null },
  );
  console.log(
    result.changed
      ? `${user.email} is now an administrator`
      : `${user.email} was already an administrator`,
  );
  return 0;
}

/** A progress bar of `what`, counted in `unit`, started on the first report of done and total. */
function progressBar(what: string, unit: string) {
  const bar = new SingleBar({
    format: `${what} [{bar}] {percentage}% | {value}/{total} ${unit}`,
    hideCursor: true,
  });
  let started = false;
  return {
    update: (done: number, total: number) => {
      if (!started) bar.start(total, 0);
      started = true;
      bar.update(done);
    },
    stop: () => bar.stop(),
  };
}

async function ledgerAudit(core: KeyMartCore): Promise<number> {
  await core.runner.catchUp();
  const bar = progressBar('Auditing the ledger', 'events');
  const audit = await auditLedger(core.pool, bar.update);
  bar.stop();
  console.log(
    `Audited ${audit.events} wallet events of ${audit.customers} customers: ${audit.differences.length} difference(s)`,
  );
  if (audit.differences.length === 0) return 0;
  for (const difference of audit.differences)
    console.error(
      `user ${difference.userId} (${difference.email ?? 'unknown e-mail'}): ${difference.detail}`,
    );
  return 1;
}

async function ledgerHistoryCommand(
  core: KeyMartCore,
  email: string,
  when: string | undefined,
): Promise<number> {
  const asOf = when ? new Date(when) : undefined;
  if (asOf && Number.isNaN(asOf.getTime())) {
    console.error(`Not an ISO time: ${when}`);
    return 2;
  }
  // An erased customer has no e-mail any more: their id finds the ledger.
  const user = /^\d+$/.test(email)
    ? await findUserById(core.pool, Number(email))
    : await findUserByEmail(core.pool, email);
  if (!user) {
    console.error(`No account ${email}`);
    return 1;
  }
  const history = await ledgerHistory(core.pool, core.store, user.id, asOf);
  console.log(`Ledger of ${user.email}${asOf ? ` as of ${asOf.toISOString()}` : ''}`);
  if (history.lines.length > 0)
    console.table(
      history.lines.map((line) => ({
        time: line.recordedAt.toISOString(),
        type: line.type,
        description: line.description,
        amount: usd(line.amountCents),
        balance: usd(line.balanceCents),
        actor: line.actorId ?? 'system',
      })),
    );
  console.log(
    `${asOf ? `Balance at ${asOf.toISOString()}` : 'Balance'}: ${usd(history.balanceCents)}`,
  );
  return 0;
}

async function projectionsStatus(core: KeyMartCore): Promise<number> {
  const rows = await core.runner.status();
  console.table(
    rows.map((row) => ({
      projection: row.name,
      'transaction id': row.transactionId,
      position: row.position,
      lag: row.lag,
      updated: row.updatedAt?.toISOString() ?? '-',
    })),
  );
  return 0;
}

async function projectionsRebuild(core: KeyMartCore, name: string | undefined): Promise<number> {
  const names = name ? [name] : core.runner.projections.map((projection) => projection.name);
  const unknown = names.filter(
    (n) => !core.runner.projections.some((projection) => projection.name === n),
  );
  const fromKafka = unknown.filter((n) => core.config.kafka.consumers.includes(n));
  if (fromKafka.length > 0) {
    console.error(
      `${fromKafka.join(', ')} read the Kafka topic (KAFKA_CONSUMERS): rebuild with KAFKA_CONSUMERS unset, then start them on Kafka again.`,
    );
    return 1;
  }
  if (unknown.length > 0) {
    console.error(
      `Unknown projection: ${unknown.join(', ')}. Known: ${core.runner.projections.map((p) => p.name).join(', ')}`,
    );
    return 1;
  }
  // All at once: the log is read once for all of them (projections/rebuild-load.ts).
  const started = Date.now();
  const bar = progressBar(`Rebuilding ${names.join(', ')}`, 'events');
  const totals = await Promise.all(names.map((projection) => eventsOfTypes(core, projection)));
  const total = totals.reduce((sum, n) => sum + n, 0);
  bar.update(0, total);
  const handled = new Map(names.map((projection) => [projection, 0]));
  let handledInAll = 0;
  await core.runner.rebuild(names, (projection, batch) => {
    handled.set(projection, (handled.get(projection) ?? 0) + batch);
    handledInAll += batch;
    bar.update(handledInAll, total);
  });
  bar.stop();
  const seconds = (Date.now() - started) / 1000;
  for (const [projection, events] of handled)
    console.log(`Rebuilt ${projection}: ${events} events`);
  const { rows } = await core.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
  console.log(
    `Rebuilt ${names.length} projection(s) over ${rows[0]!.n} events in ${seconds.toFixed(1)} s: ${Math.round(rows[0]!.n / seconds)} events/s`,
  );
  return 0;
}

/** How many events a rebuild of `projection` reads (the progress bar's total). */
async function eventsOfTypes(core: KeyMartCore, projection: string): Promise<number> {
  const { eventTypes } = core.runner.projections.find((p) => p.name === projection)!;
  const { rows } = await core.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM events WHERE $1::text[] IS NULL OR event_type = ANY($1)',
    [eventTypes],
  );
  return rows[0]!.n;
}

async function customerErase(core: KeyMartCore, who: string): Promise<number> {
  const user = /^\d+$/.test(who)
    ? await findUserById(core.pool, Number(who))
    : await findUserByEmail(core.pool, who);
  if (!user) {
    console.error(`No account ${who}`);
    return 1;
  }
  const { result } = await erasePersonalData(
    core,
    { userId: user.id },
    { now: new Date(), actorId: null },
  );
  await core.runner.catchUp();
  console.log(
    result.erased
      ? `Erased the personal data of user #${user.id}; their ledger stays`
      : `User #${user.id} was already erased; their key is shredded`,
  );
  return 0;
}

async function ticketEraseGuest(core: KeyMartCore, id: string): Promise<number> {
  if (!/^[1-9]\d{0,9}$/.test(id)) {
    console.error(`Not a ticket id: ${id}`);
    return 1;
  }
  try {
    const { result } = await eraseGuestContact(
      core,
      { ticketId: Number(id) },
      { now: new Date(), actorId: null },
    );
    await core.runner.catchUp();
    console.log(
      result.erased
        ? `Erased the guest's name and e-mail on ticket #${id}; the thread stays`
        : `The guest's contact on ticket #${id} was already erased; its key is shredded`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    console.error(error.message);
    return 1;
  }
}

async function keysRotate(core: KeyMartCore): Promise<number> {
  const rotation = await core.secrets.rotate();
  console.log(
    `Rewrapped ${rotation.rewrapped} data key(s) under the current ENCRYPTION_KEY (${rotation.current} already were); new stock items are sealed under ${rotation.stockKeyId}. ENCRYPTION_PREVIOUS_KEYS can now be removed.`,
  );
  return 0;
}

/** The rows of `header`'s tables: every table together, and the events table's. */
function rowsOf(header: BackupHeader) {
  return {
    rows: totalRows(header),
    events: header.tables.find((table) => table.name === 'events')?.rows ?? 0,
  };
}

async function backup(database: Database, file: string): Promise<number> {
  const pool = createPool(database.url, 2);
  const started = Date.now();
  const bar = progressBar('Backing up', 'rows');
  try {
    const { header, bytes } = await createBackup(pool, file, bar.update);
    bar.stop();
    const { rows, events } = rowsOf(header);
    console.log(
      `Backed up ${events} events (${rows} rows of ${header.tables.length} tables) to ${file}: ${(bytes / 1024 / 1024).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s. ` +
        'It holds everything the database does, the wrapped data keys included: keep it as safe as the database. The generated secrets are not in it: keep a copy of DATA_DIR/secrets (or set ENCRYPTION_KEY, SESSION_SECRET and PAYMENT_WEBHOOK_SECRET).',
    );
    return 0;
  } catch (error) {
    bar.stop();
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await pool.end();
  }
}

async function restore(database: Database, config: Config, file: string): Promise<number> {
  const bar = progressBar('Restoring', 'rows');
  try {
    const { header, advancedTransactionIds } = await restoreBackup(database.url, file, {
      log: createLogger(config.logLevel),
      encryption: config.encryption,
      dataDir: config.dataDir,
      onProgress: bar.update,
    });
    bar.stop();
    const { rows, events } = rowsOf(header);
    console.log(
      `Restored ${events} events (${rows} rows of ${header.tables.length} tables) from ${file}, backed up at ${header.createdAt}` +
        (advancedTransactionIds > 0n
          ? `; moved the cluster's transaction counter on by ${advancedTransactionIds}`
          : '') +
        '. Its data keys open with this ENCRYPTION_KEY: start KeyMart with the same one.',
    );
    return 0;
  } catch (error) {
    bar.stop();
    // A refusal, a damaged file or one that cannot be read: a clear line, not a stack.
    const clear =
      error instanceof RestoreRefused ||
      error instanceof DamagedBackup ||
      (error instanceof Error && 'syscall' in error);
    if (!clear) throw error;
    console.error(`Refusing to restore ${file}: ${error.message}`);
    return 1;
  }
}

/**
 * Runs `work` on the store's database (embedded under DATA_DIR, or DATABASE_URL) without opening
 * the store on it, stops an embedded server it started, and records the exit code.
 */
function withDatabase<A extends unknown[]>(
  work: (database: Database, config: Config, ...args: A) => Promise<number>,
) {
  return async (...args: A) => {
    const config = loadConfigOrExit();
    const database = await startDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
    });
    try {
      process.exitCode = await work(database, config, ...args);
    } finally {
      await database.stop();
    }
  };
}

/** Runs `work` on an open core (no LISTEN connection), closes it, and records the exit code. */
function withCore<A extends unknown[]>(work: (core: KeyMartCore, ...args: A) => Promise<number>) {
  return async (...args: A) => {
    const core = await openCore(loadConfigOrExit(), { listen: false });
    try {
      process.exitCode = await work(core, ...args);
    } finally {
      await core.close();
    }
  };
}

/**
 * The command line: areas, their verbs, arguments and help texts. `output` replaces where
 * commander writes help and usage errors (stdout and stderr by default); every command inherits it.
 */
export function cliProgram(output: OutputConfiguration = {}): Command {
  const program = new Command('npm run cli --')
    .configureOutput(output)
    .description(
      'KeyMart administration: accounts, ledger, projections, personal data, keys, backups',
    )
    .showHelpAfterError()
    .exitOverride();
  const admin = program.command('admin').description('administrator accounts');
  admin
    .command('grant')
    .description('make an account an administrator')
    .argument('<email>', "the account's e-mail")
    .action(withCore((core, email: string) => adminGrant(core, email)));
  const ledger = program.command('ledger').description('the customers’ wallets');
  ledger
    .command('audit')
    .description('replay every wallet and compare it with the read model (exit 1 on a difference)')
    .action(withCore((core) => ledgerAudit(core)));
  ledger
    .command('history')
    .description("a customer's ledger with a running balance")
    .argument('<email-or-id>', "the customer's e-mail, or their user id (erased customers)")
    .option('--as-of <time>', 'the ledger and balance as of this ISO time')
    .action(
      withCore((core, who: string, options: { asOf?: string }) =>
        ledgerHistoryCommand(core, who, options.asOf),
      ),
    );
  const projections = program.command('projections').description('the read models');
  projections
    .command('status')
    .description("each projection's checkpoint and lag")
    .action(withCore((core) => projectionsStatus(core)));
  projections
    .command('rebuild')
    .description('rebuild one projection (or all) from position 0 beside the live tables')
    .argument('[name]', 'the projection (default: all)')
    .action(withCore((core, name: string | undefined) => projectionsRebuild(core, name)));
  const customer = program.command('customer').description('customer accounts');
  customer
    .command('erase')
    .description("erase a customer's personal data (crypto-shredding); the ledger stays")
    .argument('<email-or-id>', "the customer's e-mail or user id")
    .action(withCore((core, who: string) => customerErase(core, who)));
  program
    .command('ticket')
    .description('support tickets')
    .command('erase-guest')
    .description(
      'erase the name and e-mail a visitor gave on a guest ticket (crypto-shredding); the thread stays',
    )
    .argument('<ticket-id>', 'the guest ticket')
    .action(withCore((core, id: string) => ticketEraseGuest(core, id)));
  const keys = program.command('keys').description('the master key of secrets at rest');
  keys
    .command('generate')
    .description('print a new random ENCRYPTION_KEY')
    .action(() => console.log(newMasterKeyText()));
  keys
    .command('rotate')
    .description(
      'rewrap every data key under ENCRYPTION_KEY (the old key in ENCRYPTION_PREVIOUS_KEYS) and start a new stock key',
    )
    .action(withCore((core) => keysRotate(core)));
  const sensitive =
    '\nThe file holds everything the database holds: events, personal data, the data keys (wrapped by\n' +
    'ENCRYPTION_KEY, or by the key generated into DATA_DIR/secrets when it is unset).\n' +
    'Keep it as safe as the database, and ENCRYPTION_KEY apart from it. Generated secrets stay in\n' +
    'DATA_DIR/secrets, not in the file: a restore elsewhere needs a copy of that folder or the same\n' +
    'variables set.';
  program
    .command('backup')
    .description(
      'back up the whole store (embedded or DATABASE_URL) into one gzip file, from one consistent snapshot, while it runs',
    )
    .argument(
      '<file>',
      'the backup file to write (written as <file>.partial, renamed when complete)',
    )
    .addHelpText('after', sensitive)
    .action(withDatabase((database, _config, file: string) => backup(database, file)));
  program
    .command('restore')
    .description(
      'restore a backup into an empty database (refused, changing nothing, when it holds store data, KeyMart runs on it or ENCRYPTION_KEY cannot open the backup)',
    )
    .argument('<file>', 'a file written by `backup`')
    .addHelpText(
      'after',
      `${sensitive}\nStop KeyMart first, and run this with the backed-up store's ENCRYPTION_KEY: a backup whose\ndata keys it cannot open is refused.`,
    )
    .action(withDatabase((database, config, file: string) => restore(database, config, file)));
  return program;
}

/**
 * Parses `args` (what follows `npm run cli --`) and runs the command; resolves with the process's
 * exit code: 0 done (also --help), 1 a finding or a failure, 2 a wrong command line.
 */
export async function runCli(args: string[], output: OutputConfiguration = {}): Promise<number> {
  try {
    await cliProgram(output).parseAsync(args, { from: 'user' });
    return typeof process.exitCode === 'number' ? process.exitCode : 0;
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    // --help and --version print and succeed; anything else was a wrong command line.
    return error.exitCode === 0 ? 0 : 2;
  }
}
