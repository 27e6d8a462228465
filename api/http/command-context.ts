/** The command context of a request and read-your-writes before answering. */
import type { Request } from 'express';
import ipaddr from 'ipaddr.js';
import type { CommandContext, CommandOutcome } from '../../application/commands/execute';
import type { ApiServices } from '../services';

/**
 * The client's address as people write it: `req.ip` (behind a proxy only as far as TRUST_PROXY
 * trusts it), an IPv4 client on a dual-stack socket as IPv4 ("203.0.113.9", not
 * "::ffff:203.0.113.9"); empty when unknown.
 */
export function clientIp(req: Request): string {
  const ip = req.ip ?? '';
  return ipaddr.isValid(ip) ? ipaddr.process(ip).toString() : ip;
}

/**
 * Now, the acting user (the real admin when impersonating; the key's creator for a request made
 * with an API key, and the key) and whether they are staff, the request id and clientIp.
 */
export function contextOf(req: Request): CommandContext {
  const session = req.session;
  const key = req.apiKey;
  const actor = key ? key.creator : session?.actor;
  return {
    now: new Date(),
    actorId: actor ? actor.id : null,
    onBehalfOf: session && session.actor.id !== session.user.id ? session.user.id : null,
    ...(key ? { apiKey: { id: key.id, name: key.name } } : {}),
    ...(req.requestId ? { requestId: req.requestId } : {}),
    ...(req.ip ? { ip: clientIp(req) } : {}),
    actorIsStaff: actor ? actor.isAdmin : false,
  };
}

/** Read-your-writes timeout (ARCHITECTURE.md: bounded, about 2 s). */
export const READ_YOUR_WRITES_MS = 2000;

/**
 * Waits until the read models have passed the command's last event, so the caller's next read
 * shows its change (ARCHITECTURE.md "Read-your-writes"). Returns the command's result.
 */
export async function settled<R>(services: ApiServices, outcome: CommandOutcome<R>): Promise<R> {
  if (outcome.position)
    await services.waitForProjections(
      outcome.position,
      READ_YOUR_WRITES_MS,
      outcome.eventTypes ?? undefined,
      outcome.actorIsStaff,
    );
  return outcome.result;
}
