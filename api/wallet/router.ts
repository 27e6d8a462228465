/**
 * Wallet calls: GET /api/transactions (the customer's ledger rows), the admin's
 * POST /api/admin/users/{id}/balance (add or subtract, amount > 0; an addition may credit a card
 * or PayPal top-up request by its depositId) and GET /api/admin/users/{id}/top-up-requests.
 */
import { Router } from 'express';
import { formatCents } from '../../contracts/money';
import { balanceChangeSchema } from '../../contracts/requests';
import { adjustBalance } from '../../application/commands/adjust-balance';
import { listOpenTopUpRequests } from '../../projections/deposits/queries';
import { listTransactions } from '../../projections/wallets/queries';
import { requireAdmin, requireSession } from '../auth/session';
import { contextOf, settled } from '../http/command-context';
import { parseBody, parseId } from '../http/validate';
import type { ApiServices } from '../services';

export function walletRouter(services: ApiServices): Router {
  const router = Router();

  router.get('/transactions', async (req, res) => {
    const session = requireSession(req);
    res.json(await listTransactions(services.pool, session.user.id));
  });

  router.post('/admin/users/:id/balance', async (req, res) => {
    const session = requireAdmin(req);
    const userId = parseId(req);
    const body = parseBody(balanceChangeSchema, req);
    const outcome = await adjustBalance(
      services,
      {
        userId,
        amountCents: body.amount,
        operation: body.operation,
        adminId: session.actor.id,
        reason: body.reason ?? '',
        depositId: body.depositId,
      },
      contextOf(req),
    );
    const { balanceCents } = await settled(services, outcome);
    res.json({
      success: true,
      balance: formatCents(balanceCents),
      message: 'User balance has been modified.',
    });
  });

  /** The user's card and PayPal top-up requests still waiting to be credited (the balance dialog). */
  router.get('/admin/users/:id/top-up-requests', async (req, res) => {
    requireAdmin(req);
    res.json(await listOpenTopUpRequests(services.pool, parseId(req)));
  });

  return router;
}
