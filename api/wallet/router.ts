/**
 * Wallet calls: GET /api/transactions (the customer's ledger rows), the admin's
 * POST /api/admin/users/{id}/balance (add or subtract, amount > 0; an addition may credit a card
 * or PayPal top-up request by its depositId), GET /api/admin/users/{id}/top-up-requests and
 * GET /api/admin/users/{id}/ledger (replayed from the events, with a running balance).
 */
import { Router } from 'express';
import { z } from 'zod';
import { ledgerHistory } from '../../application/ledger/history';
import type { LedgerDto } from '../../contracts/admin';
import { formatCents } from '../../contracts/money';
import { balanceChangeSchema } from '../../contracts/requests';
import { adjustBalance } from '../../application/commands/adjust-balance';
import { listOpenTopUpRequests } from '../../projections/deposits/queries';
import { emailsOf, findUserById } from '../../projections/users/queries';
import { listTransactions } from '../../projections/wallets/queries';
import { requireAdmin, requireSession } from '../auth/session';
import { contextOf, settled } from '../http/command-context';
import { HttpError } from '../http/errors';
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

  /** The customer's ledger replayed from the event store, with a running balance (issue 6). */
  router.get('/admin/users/:id/ledger', async (req, res) => {
    requireAdmin(req);
    const userId = parseId(req);
    const asOf = z.iso.datetime({ offset: true }).optional().parse(req.query.asOf);
    const user = await findUserById(services.pool, userId);
    if (!user) throw new HttpError(404, 'User not found');
    const history = await ledgerHistory(
      services.pool,
      services.store,
      userId,
      asOf ? new Date(asOf) : undefined,
    );
    const actorIds = [...new Set(history.lines.flatMap((line) => line.actorId ?? []))];
    const emails = await emailsOf(services.pool, actorIds);
    const ledger: LedgerDto = {
      userId,
      balance: formatCents(history.balanceCents),
      asOf: asOf ? new Date(asOf).toISOString() : null,
      entries: history.lines.map((line) => ({
        position: line.position.toString(),
        createdAt: line.recordedAt.toISOString(),
        type: line.type,
        description: line.description,
        amount: formatCents(line.amountCents),
        balance: formatCents(line.balanceCents),
        actor:
          line.actorId === null
            ? null
            : { id: line.actorId, email: emails.get(line.actorId) ?? null },
        onBehalfOf: line.onBehalfOf,
      })),
    };
    res.json(ledger);
  });

  /** The user's card and PayPal top-up requests still waiting to be credited (the balance dialog). */
  router.get('/admin/users/:id/top-up-requests', async (req, res) => {
    requireAdmin(req);
    res.json(await listOpenTopUpRequests(services.pool, parseId(req)));
  });

  return router;
}
