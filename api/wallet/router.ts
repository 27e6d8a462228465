/**
 * Wallet calls: GET /api/transactions (the customer's ledger rows) and the admin's
 * POST /api/admin/users/{id}/balance (add or subtract, amount > 0).
 */
import { Router } from 'express';
import { formatCents } from '../../contracts/money';
import { balanceChangeSchema } from '../../contracts/requests';
import { adjustBalance } from '../../application/commands/adjust-balance';
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

  return router;
}
