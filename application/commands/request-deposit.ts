/**
 * RequestDeposit: a crypto top-up (docs/specs/customer-area.md section 7 POST /api/create-payment).
 * Creates the payment at the configured provider, then appends `DepositRequested` together with
 * the reservation of the provider's payment id, so that id belongs to exactly one deposit.
 */
import { checkDepositor, requestDeposit as decideRequest } from '../../domain/deposit/decide';
import {
  depositNumberFor,
  depositStream,
  evolveDeposit,
  initialDeposit,
  paymentReservation,
} from '../../domain/deposit/deposit';
import { evolveUser, initialUser, userStream } from '../../domain/identity/user';
import {
  evolveReservation,
  initialReservation,
  reservationStream,
  reserve,
} from '../../domain/reservation/reservation';
import type { PaymentProvider } from '../payments/provider';
import { checkFraud, refuseIfBlocked, type FraudScreen } from './fraud-check';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/** What the customer is sent to: the deposit and its hosted payment page. */
export interface RequestedDeposit {
  depositId: number;
  depositNumber: string;
  payUrl: string;
  /** Integer cents. */
  amountCents: number;
  expiresAt: string;
}

/**
 * Opens a crypto deposit of `amountCents` for `userId` at `provider`; the deposits' fraud rules
 * are checked in the decide step, their hits appended with it (fraud-check.ts).
 * @throws not_found "User not found"; forbidden VERIFY_EMAIL_FIRST (checkDepositor); Error when
 *   the provider cannot create the payment; rule with a blocking fraud rule's message
 */
export async function requestDeposit(
  deps: CommandDeps,
  input: {
    userId: number;
    amountCents: number;
    provider: PaymentProvider;
    /** The store's public address, for callback and return URLs. */
    publicUrl: string;
    expiryMinutes: number;
    /** REQUIRE_VERIFIED_EMAIL_FOR_DEPOSIT. */
    requireVerifiedEmail: boolean;
    /** The fraud rules of deposits and who deposits (application/fraud/fraud-screen.ts). */
    fraud?: FraudScreen | undefined;
  },
  context: CommandContext,
) {
  // A blocked deposit opens no payment at the gateway.
  await refuseIfBlocked(deps, 'RequestDeposit', context, input.fraud, 'deposit');
  const depositId = await deps.commandRunner.nextId('deposit_ids');
  const depositNumber = depositNumberFor(depositId);
  const created = await input.provider.createPayment({
    depositId,
    depositNumber,
    amountCents: input.amountCents,
    description: `KeyMart balance top-up ${depositNumber}`,
    callbackUrl: `${input.publicUrl}/api/payments/${input.provider.name}/webhook`,
    successUrl: `${input.publicUrl}/add-funds?deposit=${depositId}`,
    cancelUrl: `${input.publicUrl}/add-funds?deposit=${depositId}`,
  });
  const expiresAt = new Date(context.now.getTime() + input.expiryMinutes * 60_000).toISOString();
  const streamId = depositStream(depositId);
  const reservationId = reservationStream(
    paymentReservation(input.provider.name),
    created.providerPaymentId,
  );
  const ownerId = userStream(input.userId);
  return executeCommand(deps, 'RequestDeposit', context, async (tx) => {
    const fraud = checkFraud(input.fraud, 'deposit', context.now);
    const streams = await tx.load([streamId, reservationId, ownerId]);
    checkDepositor(aggregate(streams, ownerId, evolveUser, initialUser).state, input);
    const deposit = aggregate(streams, streamId, evolveDeposit, initialDeposit);
    const reservation = aggregate(streams, reservationId, evolveReservation, initialReservation);
    const events = decideRequest(
      {
        depositId,
        depositNumber,
        userId: input.userId,
        amountCents: input.amountCents,
        method: 'crypto',
        provider: input.provider.name,
        providerPaymentId: created.providerPaymentId,
        payUrl: created.payUrl,
        expiresAt,
        ticketId: null,
      },
      deposit.state,
    );
    const reserved = reserve(
      reservation.state,
      streamId,
      'This payment id already belongs to another deposit',
    );
    const result: RequestedDeposit = {
      depositId,
      depositNumber,
      payUrl: created.payUrl,
      amountCents: input.amountCents,
      expiresAt,
    };
    return {
      appends: [
        appendTo(streamId, deposit.version, events),
        appendTo(reservationId, reservation.version, reserved),
        ...fraud.hits,
      ],
      result,
    };
  });
}
