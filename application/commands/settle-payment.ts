/**
 * SettlePayment: applies a verified gateway callback to its deposit. The provider's
 * payment id leads to the one deposit that reserved it; a payment confirms and credits the
 * wallet in the same append, once, whatever arrives and in whatever order.
 */
import {
  confirmPayment,
  expireDeposit,
  failPayment,
  type DepositDecision,
} from '../../domain/deposit/decide';
import { evolveDeposit, initialDeposit, paymentReservation } from '../../domain/deposit/deposit';
import {
  evolveReservation,
  initialReservation,
  reservationStream,
} from '../../domain/reservation/reservation';
import { notFound } from '../../domain/shared/errors';
import { evolveWallet, initialWallet, walletStream } from '../../domain/wallet/wallet';
import type { PaymentNotification, ProviderName } from '../payments/provider';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/** What a callback did: credited, failed or expired the deposit, or nothing (repeated, late, in progress). */
export type Settlement = 'credited' | 'failed' | 'expired' | 'unchanged';

/**
 * Applies `notification` from `provider`.
 * @throws not_found "Unknown payment" when no deposit holds the payment id
 * @throws rule when a paid amount differs from the deposit's (nothing is credited)
 */
export function settlePayment(
  deps: CommandDeps,
  provider: ProviderName,
  notification: PaymentNotification,
  context: CommandContext,
) {
  const reservationId = reservationStream(
    paymentReservation(provider),
    notification.providerPaymentId,
  );
  return executeCommand(deps, 'SettlePayment', context, async (tx) => {
    const reservation = aggregate(
      await tx.load([reservationId]),
      reservationId,
      evolveReservation,
      initialReservation,
    ).state;
    if (!reservation.owner) throw notFound('Unknown payment');
    const streamId = reservation.owner;
    const deposit = aggregate(await tx.load([streamId]), streamId, evolveDeposit, initialDeposit);
    if (deposit.state.status === 'none') throw notFound('Unknown payment');
    const walletId = walletStream(deposit.state.userId);
    const depositId = deposit.state.depositId;
    let decision: DepositDecision = { deposit: [], wallet: [] };
    let settlement: Settlement = 'unchanged';
    switch (notification.kind) {
      case 'paid':
        decision = confirmPayment(
          {
            providerTransactionId: notification.providerTransactionId,
            paidCents: notification.amountCents,
          },
          deposit.state,
        );
        settlement = 'credited';
        break;
      case 'failed':
        decision.deposit = failPayment({ reason: notification.reason }, deposit.state);
        settlement = 'failed';
        break;
      case 'expired':
        decision.deposit = expireDeposit(deposit.state);
        settlement = 'expired';
        break;
      case 'progress':
        break;
    }
    if (decision.deposit.length === 0) settlement = 'unchanged';
    const appends = [appendTo(streamId, deposit.version, decision.deposit)];
    if (decision.wallet.length > 0) {
      const wallet = aggregate(await tx.load([walletId]), walletId, evolveWallet, initialWallet);
      appends.push(appendTo(walletId, wallet.version, decision.wallet));
    }
    return { appends, result: { depositId, userId: deposit.state.userId, settlement } };
  });
}
