/**
 * Payment calls (docs/specs/customer-area.md sections 2 Add Funds, 5, 7):
 * - POST /api/create-payment {amount}: a crypto deposit at the configured gateway; answers
 *   {success, paymentUrl, amount} (plus the deposit's id and number, to follow its status).
 * - GET /api/deposits/{id}: the customer's own deposit and its status (404 for anyone else's).
 * - POST /api/manual-payment-requests {amount, method}: a card or PayPal top-up for staff.
 * - POST /api/payments/{provider}/webhook: the gateway's signed callbacks (raw body).
 * - GET /api/site-config: what the web app may show (live chat, payments on, BBCode image hosts).
 */
import { Router } from 'express';
import { z } from 'zod';
import { requestDeposit } from '../../application/commands/request-deposit';
import { requestManualDeposit } from '../../application/commands/request-manual-deposit';
import { settlePayment } from '../../application/commands/settle-payment';
import { InvalidSignature, MalformedNotification } from '../../application/payments/provider';
import { formatCents } from '../../contracts/money';
import {
  createPaymentSchema,
  manualPaymentRequestSchema,
  type CreatedPaymentDto,
  type ManualPaymentRequestDto,
} from '../../contracts/payments';
import { depositStream } from '../../domain/deposit/deposit';
import { VERIFY_EMAIL_FIRST } from '../../domain/deposit/decide';
import { DomainError } from '../../domain/shared/errors';
import { findOwnDeposit } from '../../projections/deposits/queries';
import { contextOf, READ_YOUR_WRITES_MS, settled } from '../http/command-context';
import { fraudScreenOf } from '../http/fraud-screen';
import { HttpError } from '../http/errors';
import { endpoints, idParams } from '../http/endpoint';
import { siteConfigOf } from './site-config';
import type { ApiServices } from '../services';

/**
 * docs/specs/customer-area.md section 5, Add funds: the first message for an empty, non-numeric
 * or <= 0 amount.
 */
const INVALID_AMOUNT = 'Invalid amount: Please enter a valid amount greater than $0.';
/** docs/specs/customer-area.md section 8: payment creation failure. */
const PAYMENT_FAILED = 'Failed to create payment: Please try again or contact support.';

/**
 * The one spec message for a refused amount: "Invalid amount" when the amount is not a positive
 * amount at all (missing, text, more than 2 decimals, <= 0), else the limit it breaks.
 */
function amountMessage(issues: { message: string }[]): string {
  const messages = issues.map((issue) => issue.message);
  if (messages.includes(INVALID_AMOUNT)) return INVALID_AMOUNT;
  return messages.find((m) => m.startsWith('Amount too')) ?? INVALID_AMOUNT;
}

const endpoint = endpoints('Payments');

/** The payment routes: deposits, top-up requests, the gateway's webhook and the site config. */
export function paymentsRouter(services: ApiServices): Router {
  const router = Router();
  const provider = services.paymentProvider;

  router.post(
    '/create-payment',
    endpoint(
      {
        access: 'customer',
        summary:
          'Open a crypto deposit at the payment gateway (docs/specs/customer-area.md section 7)',
        body: createPaymentSchema,
        // Anything that is not an amount at all (missing, text, more than 2 decimals, negative)
        // is the spec's "Invalid amount".
        invalid: {
          status: 400,
          description: `\`{ message }\`: "${INVALID_AMOUNT}", or the amount limit broken`,
          send: (error, res) => {
            res.status(400).json({ message: amountMessage(error.issues) });
          },
        },
        answer: {
          description:
            "`{ success, paymentUrl, amount }`, plus the deposit's id and number to follow its status",
        },
        errors: {
          403: 'The store needs a verified e-mail address before a deposit (REQUIRE_VERIFIED_EMAIL_FOR_DEPOSIT)',
          422: "A fraud rule blocks the deposit: the rule's message",
          502: PAYMENT_FAILED,
        },
      },
      async ({ body, session }, req, res) => {
        const { requireVerifiedEmail } = services.config.payments;
        // Before the gateway is asked for a payment; the command checks again, on the events.
        if (requireVerifiedEmail && !session.user.dto.emailVerified)
          throw new HttpError(403, VERIFY_EMAIL_FIRST);
        let outcome;
        try {
          outcome = await requestDeposit(
            services,
            {
              userId: session.user.id,
              amountCents: body.amount,
              provider,
              publicUrl: services.baseUrl(),
              expiryMinutes: services.config.payments.expiryMinutes,
              requireVerifiedEmail,
              fraud: await fraudScreenOf(services, req, 'deposit', session.user),
            },
            contextOf(req),
          );
        } catch (error) {
          if (error instanceof DomainError) throw error;
          services.log.error(
            { err: error, provider: provider.name, requestId: req.requestId },
            'payment provider could not create a payment',
          );
          throw new HttpError(502, PAYMENT_FAILED);
        }
        const deposit = await settled(services, outcome);
        const answer: CreatedPaymentDto = {
          success: true,
          paymentUrl: deposit.payUrl,
          amount: formatCents(deposit.amountCents),
          depositId: deposit.depositId,
          depositNumber: deposit.depositNumber,
        };
        res.json(answer);
      },
    ),
  );

  router.get(
    '/deposits/:id',
    endpoint(
      {
        access: 'customer',
        summary: "One of the signed-in customer's deposits and its status",
        params: idParams,
        answer: { description: 'The deposit' },
        errors: { 404: 'No such deposit of this customer' },
      },
      async ({ params, session }, _req, res) => {
        // Read-your-writes across read models: once this answers "confirmed", the balance shown
        // next has the credit too (the deposit and wallet rows are kept by different projections).
        const head = await services.store.streamHead(services.pool, depositStream(params.id));
        if (head) await services.waitForProjections(head, READ_YOUR_WRITES_MS);
        const deposit = await findOwnDeposit(services.pool, session.user.id, params.id);
        if (!deposit) throw new HttpError(404, 'Deposit not found');
        res.json(deposit);
      },
    ),
  );

  router.post(
    '/manual-payment-requests',
    endpoint(
      {
        access: 'customer',
        summary:
          'Ask staff for a card or PayPal top-up (docs/specs/customer-area.md section 2, Add Funds)',
        body: manualPaymentRequestSchema,
        invalid: {
          status: 400,
          description:
            '`{ message }`: the payment method refused, else as for the amount of POST /api/create-payment',
          send: (error, res) => {
            const method = error.issues.find((issue) => issue.path[0] === 'method');
            res.status(400).json({ message: method?.message ?? amountMessage(error.issues) });
          },
        },
        answer: {
          status: 201,
          description:
            '`{ success, depositId, depositNumber, ticketId }`: the request and its support ticket',
        },
        errors: {
          403: 'The store needs a verified e-mail address before a deposit (REQUIRE_VERIFIED_EMAIL_FOR_DEPOSIT)',
          422: "A fraud rule blocks the deposit: the rule's message",
        },
      },
      async ({ body, session }, req, res) => {
        const { amount, method } = body;
        const outcome = await requestManualDeposit(
          services,
          {
            userId: session.user.id,
            amountCents: amount,
            method,
            requireVerifiedEmail: services.config.payments.requireVerifiedEmail,
            fraud: await fraudScreenOf(services, req, 'deposit', session.user),
          },
          contextOf(req),
        );
        const result = await settled(services, outcome);
        const answer: ManualPaymentRequestDto = { success: true, ...result };
        res.status(201).json(answer);
      },
    ),
  );

  router.post(
    '/payments/:provider/webhook',
    endpoint(
      {
        access: 'public',
        summary: "The payment gateway's signed callback",
        description:
          'The raw bytes are what the gateway signs; only the configured provider is heard.',
        // Any name: one that is not the configured provider is answered 404.
        params: z.object({ provider: z.string() }),
        bodyType: 'raw',
        answer: { description: '`{ received: true, settlement }`: what the callback changed' },
        errors: {
          401: 'Invalid signature',
          404: 'Unknown payment provider, or unknown payment',
        },
      },
      async ({ params }, req, res) => {
        const log = services.log.child({ provider: params.provider, requestId: req.requestId });
        if (params.provider !== provider.name) {
          log.warn('webhook for a provider that is not configured');
          throw new HttpError(404, 'Unknown payment provider');
        }
        const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        let notification;
        try {
          notification = provider.parseWebhook(rawBody, req.headers);
        } catch (error) {
          if (error instanceof InvalidSignature) {
            log.warn({ reason: error.message, ip: req.ip }, 'webhook refused: bad signature');
            throw new HttpError(401, 'Invalid signature');
          }
          if (error instanceof MalformedNotification) {
            log.warn({ reason: error.message }, 'webhook refused: malformed notification');
            throw new HttpError(400, error.message);
          }
          throw error;
        }
        const paymentLog = log.child({
          paymentId: notification.providerPaymentId,
          kind: notification.kind,
        });
        try {
          const outcome = await settlePayment(
            services,
            provider.name,
            notification,
            contextOf(req),
          );
          const result = await settled(services, outcome);
          if (result.settlement === 'unchanged' && notification.kind !== 'progress')
            paymentLog.warn(
              { depositId: result.depositId },
              'webhook changed nothing: repeated, replayed or out-of-order callback',
            );
          else
            paymentLog.info(
              { depositId: result.depositId, settlement: result.settlement },
              'webhook',
            );
          res.json({ received: true, settlement: result.settlement });
        } catch (error) {
          if (error instanceof DomainError)
            paymentLog.warn({ reason: error.message }, 'webhook refused: changes nothing');
          throw error;
        }
      },
    ),
  );

  router.get(
    '/site-config',
    endpoint(
      {
        access: 'public',
        summary:
          'What the web app may show: the live chat, whether payments are on, the hosts BBCode images may come from, whether e-mail is sent',
        answer: {
          description:
            '`{ liveChatUrl, paymentsEnabled, depositNeedsVerifiedEmail, bbcodeImageHosts, mailEnabled, storeTimeZone }`',
        },
      },
      (_input, _req, res) => {
        res.json(siteConfigOf(services));
      },
    ),
  );

  return router;
}
