/**
 * Who runs each subscription when several processes share one database (ARCHITECTURE.md
 * "workers/"): every role (the projections, each side-effect worker, the Kafka relay) is owned by
 * one process at a time through a session-level PostgreSQL advisory lock held on a dedicated
 * connection. When the owner dies, PostgreSQL ends its session and releases its locks; a standby
 * takes the role at its next attempt, every `retryMs`. The checkpoint row lock taken by every
 * batch stays the guarantee that no event is handled twice, even while a dying owner's last
 * transaction is still open.
 */
import pg from 'pg';
import { ADVISORY_NAMESPACE } from '../db/advisory-lock';
import type { Logger } from '../logger';

/** What a process does when it gains or loses a role. */
export interface RoleHandlers {
  /** Starts the role's work (catch-up, loops); a throw gives the role up and retries later. */
  acquired(): Promise<void>;
  /** Stops the role's work at a batch boundary. */
  lost(): Promise<void>;
}

interface Claim {
  handlers: RoleHandlers;
  owned: boolean;
  /** Another process held the role at an earlier try: taking it now is a takeover worth a line. */
  waited: boolean;
  /** Serialises acquired/lost so a loss during a long start-up waits for it. */
  transition: Promise<void>;
}

export class Ownership {
  private readonly claims = new Map<string, Claim>();
  private client: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<void> = Promise.resolve();
  private closed = false;

  /**
   * @param databaseUrl the database whose advisory locks decide ownership
   * @param retryMs how often a standby tries to take a role (and a broken connection is redialled)
   */
  constructor(
    private readonly databaseUrl: string,
    private readonly log: Logger,
    private readonly retryMs = 1000,
  ) {}

  /**
   * Claims `role` for this process: tries at once (resolving after the role's `acquired` ran when
   * it was free), then keeps trying in the background while another process owns it.
   */
  async claim(role: string, handlers: RoleHandlers): Promise<void> {
    if (this.claims.has(role)) throw new Error(`Role "${role}" is already claimed`);
    this.claims.set(role, {
      handlers,
      owned: false,
      waited: false,
      transition: Promise.resolve(),
    });
    await this.attempt();
    this.schedule();
  }

  /** True while this process owns `role`. */
  owns(role: string): boolean {
    return this.claims.get(role)?.owned ?? false;
  }

  /** The roles this process owns now, by name. */
  owned(): string[] {
    return [...this.claims].filter(([, claim]) => claim.owned).map(([role]) => role);
  }

  /** Gives `role` up: stops its work, then releases its lock so a standby takes it. */
  async release(role: string): Promise<void> {
    const claim = this.claims.get(role);
    if (!claim) return;
    this.claims.delete(role);
    if (!claim.owned) return;
    await this.lose(role, claim, 'released');
    await this.client
      ?.query('SELECT pg_advisory_unlock($1, hashtext($2))', [ADVISORY_NAMESPACE, role])
      .catch(() => {});
  }

  /** Gives every role up and closes the lock connection. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    await this.round;
    for (const role of [...this.claims.keys()]) await this.release(role);
    await this.client?.end().catch(() => {});
    this.client = null;
  }

  private schedule(): void {
    if (this.closed || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.attempt().finally(() => this.schedule());
    }, this.retryMs);
  }

  /** One round: (re)connects when needed and tries every role this process does not own. */
  private attempt(): Promise<void> {
    this.round = this.round.then(() => this.tryRoles());
    return this.round;
  }

  private async tryRoles(): Promise<void> {
    if (this.closed) return;
    const wanted = [...this.claims].filter(([, claim]) => !claim.owned).map(([role]) => role);
    if (wanted.length === 0) return;
    try {
      const client = await this.connection();
      const { rows } = await client.query<{ role: string; taken: boolean }>(
        `SELECT role, pg_try_advisory_lock($1, hashtext(role)) AS taken FROM unnest($2::text[]) AS role`,
        [ADVISORY_NAMESPACE, wanted],
      );
      for (const { role, taken } of rows) {
        const claim = this.claims.get(role);
        if (!claim) continue;
        if (!taken) {
          claim.waited = true;
          continue;
        }
        claim.owned = true;
        // Taking a free role at start is routine; taking over from a stopped owner is news.
        if (claim.waited) this.log.info({ role }, 'took over a role another process held');
        else this.log.debug({ role }, 'took ownership');
        claim.transition = claim.transition.then(async () => {
          try {
            await claim.handlers.acquired();
          } catch (error) {
            // Could not start (database away, a failing rebuild): give the role back for now.
            this.log.error({ err: error, role }, 'could not start an owned role; releasing it');
            claim.owned = false;
            await claim.handlers.lost().catch(() => {});
            await client
              .query('SELECT pg_advisory_unlock($1, hashtext($2))', [ADVISORY_NAMESPACE, role])
              .catch(() => {});
          }
        });
        await claim.transition;
      }
    } catch (error) {
      this.log.warn({ err: error }, 'ownership: could not reach the database; retrying');
    }
  }

  /** The lock connection, dialled when missing; losing it loses every owned role. */
  private async connection(): Promise<pg.Client> {
    if (this.client) return this.client;
    const client = new pg.Client({ connectionString: this.databaseUrl, keepAlive: true });
    const onBroken = () => {
      if (this.client !== client) return;
      this.client = null;
      for (const [role, claim] of this.claims)
        if (claim.owned) void this.lose(role, claim, 'lock connection lost');
    };
    client.on('error', onBroken);
    client.on('end', onBroken);
    await client.connect();
    await client.query("SET application_name = 'keymart-ownership'");
    this.client = client;
    return client;
  }

  private async lose(role: string, claim: Claim, reason: string): Promise<void> {
    claim.owned = false;
    // Releasing at a stop is routine; losing the lock connection is not.
    this.log[reason === 'released' ? 'debug' : 'info']({ role, reason }, 'gave up ownership');
    claim.transition = claim.transition.then(() => claim.handlers.lost().catch(() => {}));
    await claim.transition;
  }
}
