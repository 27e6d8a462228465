/**
 * Wallet freeze calls (contracts/wallet-freeze.ts), for staff who manage users:
 * POST /api/admin/users/{id}/wallet-freeze freezes an account's wallet while it is under
 * investigation, DELETE lifts the freeze. Both need a recent password, as suspension does.
 */
import { Router } from 'express';
import { freezeWallet, unfreezeWallet } from '../../application/commands/freeze-wallet';
import type { CommandOutcome } from '../../application/commands/execute';
import { walletFreezeSchema } from '../../contracts/wallet-freeze';
import { findWalletFreeze } from '../../projections/wallet-freezes/queries';
import { contextOf, settled } from '../http/command-context';
import { endpoints, idParams } from '../http/endpoint';
import type { ApiServices } from '../services';

const endpoint = endpoints('Admin: users');

/** The wallet freeze routes. */
export function walletFreezeRouter(services: ApiServices): Router {
  const router = Router();

  /** `{ walletFreeze }`: the freeze as it stands once the command's events are read. */
  const answer = async (outcome: CommandOutcome<unknown>, userId: number) => {
    await settled(services, outcome);
    return { walletFreeze: await findWalletFreeze(services.pool, userId) };
  };

  router.post(
    '/admin/users/:id/wallet-freeze',
    endpoint(
      {
        access: 'admin',
        permission: 'users.manage',
        stepUp: true,
        summary: "Freeze an account's wallet while it is under investigation",
        description:
          'Appends `WalletFrozen` (nothing when frozen already). The account can still sign in ' +
          'and read, but purchases and warranty claims are refused with 422 until the freeze is ' +
          "lifted. Only an owner freezes a staff member's wallet; nobody freezes their own.",
        params: idParams,
        body: walletFreezeSchema,
        answer: { description: '`{ walletFreeze: { reason, since, frozenBy } }`' },
        errors: { 404: 'No such user' },
      },
      async ({ params, body, session }, req, res) => {
        const outcome = await freezeWallet(
          services,
          { actorId: session.actor.id, userId: params.id, reason: body.reason },
          contextOf(req),
        );
        res.json(await answer(outcome, params.id));
      },
    ),
  );

  router.delete(
    '/admin/users/:id/wallet-freeze',
    endpoint(
      {
        access: 'admin',
        permission: 'users.manage',
        stepUp: true,
        summary: "Lift the freeze of an account's wallet",
        description: 'Appends `WalletUnfrozen` (nothing when the wallet is not frozen).',
        params: idParams,
        answer: { description: '`{ walletFreeze: null }`' },
        errors: { 404: 'No such user' },
      },
      async ({ params, session }, req, res) => {
        const outcome = await unfreezeWallet(
          services,
          { actorId: session.actor.id, userId: params.id },
          contextOf(req),
        );
        res.json(await answer(outcome, params.id));
      },
    ),
  );

  return router;
}
