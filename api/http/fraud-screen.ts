/**
 * The fraud rules a customer action's command is given (application/commands/fraud-check.ts),
 * with the request's facts: the client's address (clientIp: `req.ip`, which follows TRUST_PROXY),
 * its user agent, and the account acting (its id, e-mail and country) or, for a registration, the
 * e-mail and country the form sent.
 */
import type { Request } from 'express';
import type { FraudAction } from '../../contracts/fraud-rules';
import type { FraudScreen } from '../../application/commands/fraud-check';
import { fraudScreen } from '../../application/fraud/fraud-screen';
import type { UserRecord } from '../../projections/users/queries';
import type { ApiServices } from '../services';
import { clientIp } from './command-context';

/** Who acts: an account, or the e-mail and country of a registration. */
export type FraudActor = UserRecord | { email: string; country: string };

/** The screen of `action` by `actor` on `req`; undefined when no live rule names the action. */
export function fraudScreenOf(
  services: Pick<ApiServices, 'pool'>,
  req: Request,
  action: FraudAction,
  actor: FraudActor,
): Promise<FraudScreen | undefined> {
  const account = 'id' in actor ? actor : null;
  return fraudScreen(
    services.pool,
    action,
    {
      userId: account?.id ?? null,
      email: actor.email,
      ip: clientIp(req) || null,
      accountCountry: account ? account.dto.country : (actor as { country: string }).country,
      userAgent: req.get('user-agent') ?? null,
    },
    new Date(),
  );
}
