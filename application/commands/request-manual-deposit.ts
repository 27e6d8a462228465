/**
 * RequestManualDeposit: a card or PayPal top-up, which staff complete by hand (docs/specs/customer-area.md
 * sections 2 Add Funds, 7, 9). In one append: the deposit request and a high-priority
 * support ticket that carries it to staff (the Telegram worker announces the request). Staff
 * credit it later with a balance adjustment that references the deposit. The request is recorded
 * in the customer's deposit history too, for the velocity limit on deposit requests per hour.
 */
import { checkDepositor, requestDeposit as decideRequest } from '../../domain/deposit/decide';
import {
  depositNumberFor,
  depositStream,
  evolveDeposit,
  initialDeposit,
} from '../../domain/deposit/deposit';
import { evolveUser, initialUser, userStream } from '../../domain/identity/user';
import { notFound } from '../../domain/shared/errors';
import { openTicket } from '../../domain/support/decide';
import { evolveTicket, initialTicket, ticketStream } from '../../domain/support/ticket';
import { recordDepositRequest } from '../../domain/deposit/decide-deposit-velocity';
import {
  depositHistoryStream,
  evolveDepositHistory,
  initialDepositHistory,
} from '../../domain/deposit/deposit-history';
import { velocityLimitsInForce } from './store-settings';
import { depositFeeCents } from '../../contracts/deposit-fee';
import { formatDollars } from '../../contracts/money';
import { checkFraud, type FraudScreen } from './fraud-check';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

const METHOD_NAMES = { credit_card: 'Credit Card', paypal: 'PayPal' } as const;

/**
 * The subject and first message of a manual top-up's ticket (amounts in cents). The account is
 * named by its number, not its e-mail: a ticket is kept for good, while the e-mail goes when the
 * customer is erased (staff see the address beside the ticket).
 */
export function manualDepositTicket(request: {
  depositNumber: string;
  amountCents: number;
  feeCents: number;
  method: 'credit_card' | 'paypal';
  userId: number;
}): { subject: string; message: string } {
  const method = METHOD_NAMES[request.method];
  const amount = formatDollars(request.amountCents);
  return {
    subject: `Top-up request ${request.depositNumber}: ${amount} via ${method}`,
    message: [
      `I would like to add ${amount} to my balance with ${method}.`,
      `Fee: ${formatDollars(request.feeCents)}. Total to pay: ${formatDollars(request.amountCents + request.feeCents)}.`,
      `Account: user #${request.userId}. Request: ${request.depositNumber}.`,
    ].join('\n'),
  };
}

/**
 * Records a manual top-up request of `amountCents` (plus the method's fee, contracts/deposit-fee.ts,
 * paid on top) and opens its ticket.
 * @throws not_found "User not found"; forbidden VERIFY_EMAIL_FIRST (checkDepositor); validation
 *   for a non-positive amount; rule depositVelocityMessage over the hourly limit, or a blocking
 *   fraud rule's message (the deposits' fraud rules are checked in the decide step, their hits
 *   appended with the request: fraud-check.ts)
 */
export async function requestManualDeposit(
  deps: CommandDeps,
  input: {
    userId: number;
    amountCents: number;
    method: 'credit_card' | 'paypal';
    /** REQUIRE_VERIFIED_EMAIL_FOR_DEPOSIT. */
    requireVerifiedEmail: boolean;
    /** The fraud rules of deposits and who deposits (application/fraud/fraud-screen.ts). */
    fraud?: FraudScreen | undefined;
  },
  context: CommandContext,
) {
  const depositId = await deps.commandRunner.nextId('deposit_ids');
  const ticketId = await deps.commandRunner.nextId('ticket_ids');
  const messageId = await deps.commandRunner.nextId('ticket_message_ids');
  const depositNumber = depositNumberFor(depositId);
  const depositStreamId = depositStream(depositId);
  const ticketStreamId = ticketStream(ticketId);
  const ownerId = userStream(input.userId);
  const historyId = depositHistoryStream(input.userId);
  const { depositsPerHour } = await velocityLimitsInForce(deps);
  return executeCommand(deps, 'RequestManualDeposit', context, async (tx) => {
    const fraud = checkFraud(input.fraud, 'deposit', context.now);
    const streams = await tx.load([depositStreamId, ticketStreamId, ownerId, historyId]);
    const owner = aggregate(streams, ownerId, evolveUser, initialUser).state;
    checkDepositor(owner, input);
    if (owner.status !== 'registered') throw notFound('User not found');
    const deposit = aggregate(streams, depositStreamId, evolveDeposit, initialDeposit);
    const ticket = aggregate(streams, ticketStreamId, evolveTicket, initialTicket);
    const depositEvents = decideRequest(
      {
        depositId,
        depositNumber,
        userId: input.userId,
        amountCents: input.amountCents,
        method: input.method,
        provider: 'manual',
        providerPaymentId: null,
        payUrl: null,
        expiresAt: null,
        ticketId,
      },
      deposit.state,
    );
    const history = aggregate(streams, historyId, evolveDepositHistory, initialDepositHistory);
    const recorded = recordDepositRequest(
      {
        depositId,
        userId: input.userId,
        at: context.now.toISOString(),
        maxPerHour: depositsPerHour,
      },
      history.state,
    );
    // The amount is valid once decided: the fee the request recorded, for the ticket's text.
    const feeCents = depositFeeCents(input.amountCents, input.method);
    const ticketEvents = openTicket(
      {
        ticketId,
        messageId,
        userId: input.userId,
        ...manualDepositTicket({
          depositNumber,
          amountCents: input.amountCents,
          feeCents,
          method: input.method,
          userId: input.userId,
        }),
        priority: 'high',
      },
      ticket.state,
    );
    return {
      appends: [
        appendTo(depositStreamId, deposit.version, depositEvents),
        appendTo(ticketStreamId, ticket.version, ticketEvents),
        ...fraud.hits,
        appendTo(historyId, history.version, recorded),
      ],
      result: { depositId, depositNumber, ticketId },
    };
  });
}
