/**
 * RequestDeposit: a crypto top-up (docs/specs/customer-area.md section 7 POST /api/create-payment).
 * Creates the payment at the configured provider, then appends `DepositRequested` together with
 * the reservation of the provider's payment id, so that id belongs to exactly one deposit, and the
 * request's record in the customer's deposit history, which the velocity limit on deposit
 * requests per hour counts (contracts/velocity-limits.ts).
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
import { recordDepositRequest } from '../../domain/deposit/decide-deposit-velocity';
import {
  depositHistoryStream,
  evolveDepositHistory,
  initialDepositHistory,
} from '../../domain/deposit/deposit-history';
import { velocityLimitsInForce } from './store-settings';
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
 * @throws not_found "User not found"; forbidden VERIFY_EMAIL_FIRST (checkDepositor); rule
 *   depositVelocityMessage over the hourly limit, or a blocking fraud rule's message; Error when
 *   the provider cannot create the payment
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
  const { depositsPerHour } = await velocityLimitsInForce(deps);
  const historyId = depositHistoryStream(input.userId);
  const velocity = {
    depositId,
    userId: input.userId,
    at: context.now.toISOString(),
    maxPerHour: depositsPerHour,
  };
  // Refused before the gateway opens a payment for nothing; decided again under the lock below.
  recordDepositRequest(
    velocity,
    aggregate(
      await deps.commandRunner.read([historyId]),
      historyId,
      evolveDepositHistory,
      initialDepositHistory,
    ).state,
  );
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
    const streams = await tx.load([streamId, reservationId, ownerId, historyId]);
    checkDepositor(aggregate(streams, ownerId, evolveUser, initialUser).state, input);
    const history = aggregate(streams, historyId, evolveDepositHistory, initialDepositHistory);
    const recorded = recordDepositRequest(velocity, history.state);
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
        appendTo(historyId, history.version, recorded),
      ],
      result,
    };
  });
}
