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
import { contextOf, settled } from '../http/command-context';
import { HttpError } from '../http/errors';
import { endpoints, idParams } from '../http/endpoint';
import type { ApiServices } from '../services';

const endpoint = endpoints('Wallet');

/** The wallet routes: the customer's transactions and the admin's balance, ledger and top-up calls. */
export function walletRouter(services: ApiServices): Router {
  const router = Router();

  router.get(
    '/transactions',
    endpoint(
      {
        access: 'customer',
        summary: "The signed-in customer's transactions (docs/specs/customer-area.md section 7)",
        answer: { description: "The customer's ledger rows" },
      },
      async ({ session }, _req, res) => {
        res.json(await listTransactions(services.pool, session.user.id));
      },
    ),
  );

  router.post(
    '/admin/users/:id/balance',
    endpoint(
      {
        access: 'admin',
        permission: 'balances',
        stepUp: true,
        summary: "Add to or subtract from a user's balance (docs/specs/admin-area.md section 7)",
        description:
          'An addition may credit a card or PayPal top-up request named by its `depositId`.',
        params: idParams,
        body: balanceChangeSchema,
        answer: { description: '`{ success, balance, message }` with the new balance' },
        errors: {
          404: 'No such user, or no such top-up request of theirs',
          409: 'The top-up request was already credited, or is not a card or PayPal one',
          422: 'Insufficient balance: the balance cannot go below zero',
        },
      },
      async ({ params, body, session }, req, res) => {
        const outcome = await adjustBalance(
          services,
          {
            userId: params.id,
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
      },
    ),
  );

  /** The customer's ledger replayed from the event store, with a running balance. */
  router.get(
    '/admin/users/:id/ledger',
    endpoint(
      {
        access: 'admin',
        permission: 'balances',
        summary: "A user's ledger replayed from the events, with a running balance",
        params: idParams,
        query: z.object({ asOf: z.iso.datetime({ offset: true }).optional() }),
        answer: { description: 'The ledger as it stood at `asOf` (ISO date-time), or now' },
        errors: { 404: 'No such user' },
      },
      async ({ params: { id: userId }, query: { asOf } }, _req, res) => {
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
      },
    ),
  );

  /** The user's card and PayPal top-up requests still waiting to be credited (the balance dialog). */
  router.get(
    '/admin/users/:id/top-up-requests',
    endpoint(
      {
        access: 'admin',
        permission: 'balances',
        summary: "A user's card and PayPal top-up requests waiting to be credited",
        params: idParams,
        answer: { description: 'The open top-up requests' },
      },
      async ({ params }, _req, res) => {
        res.json(await listOpenTopUpRequests(services.pool, params.id));
      },
    ),
  );

  return router;
}
