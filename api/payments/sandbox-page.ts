/**
 * The sandbox gateway's hosted payment page (mounted only with PAYMENT_PROVIDER=sandbox):
 * GET /sandbox/pay/{paymentId} shows the deposit's amount and two buttons; POST simulates a paid
 * or failed payment by calling the store's signed webhook over HTTP, exactly as a gateway would,
 * then shows the result; like the API, it refuses that POST from another origin. No money moves.
 */
import express, { Router } from 'express';
import { z } from 'zod';
import { SandboxProvider } from '../../application/payments/sandbox-provider';
import { SANDBOX_SIGNATURE_HEADER } from '../../application/payments/sandbox-provider';
import type { DepositDto } from '../../contracts/payments';
import { findDepositByPayment } from '../../projections/deposits/queries';
import { endpoints } from '../http/endpoint';
import { originCheck } from '../http/origin-check';
import type { ApiServices } from '../services';

const endpoint = endpoints('Sandbox gateway');

const paymentIdSchema = z.string().regex(/^sbx_[0-9a-f-]{36}$/);
/** Any text: an id that is not a sandbox payment's is answered with the plain-text 404 page. */
const paymentParams = z.object({ paymentId: z.string() });
const actionSchema = z.object({ status: z.enum(['paid', 'failed']) });

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STATUS_TEXT: Record<DepositDto['status'], string> = {
  pending: 'Waiting for payment',
  confirmed: 'Paid: the amount has been added to the KeyMart balance.',
  failed: 'The payment failed.',
  expired: 'This payment expired before it was paid.',
};

/** The page: amount, status and, until paid, the two simulation buttons. */
function renderPage(deposit: DepositDto, paymentId: string, returnUrl: string, notice?: string) {
  const canPay = deposit.status !== 'confirmed';
  const action = `/sandbox/pay/${encodeURIComponent(paymentId)}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sandbox payment ${escapeHtml(deposit.depositNumber)} - KeyMart</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f6fb; color: #1a2233; margin: 0; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; border-radius: 12px; padding: 2rem;
         box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 1.25rem; margin: 0 0 .25rem; }
  .badge { display: inline-block; background: #fff4d6; color: #6b4e00; border-radius: 6px;
           padding: .15rem .5rem; font-size: .8rem; font-weight: 600; }
  .amount { font-size: 2.5rem; font-weight: 800; margin: 1.25rem 0 .25rem; }
  .status { margin: 0 0 1.5rem; color: #44506a; }
  .notice { background: #e8f1ff; border-radius: 8px; padding: .75rem 1rem; margin-bottom: 1rem; }
  form { display: inline; }
  button { font: inherit; font-weight: 700; border: 0; border-radius: 8px; padding: .75rem 1.25rem;
           cursor: pointer; margin: 0 .5rem .5rem 0; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  .pay { background: #15803d; color: #fff; }
  .fail { background: #e5e7eb; color: #1a2233; }
  a { color: #1d4ed8; }
</style>
</head>
<body>
<main>
  <span class="badge">Sandbox: no real money moves</span>
  <h1>KeyMart balance top-up ${escapeHtml(deposit.depositNumber)}</h1>
  <p class="amount">$${escapeHtml(deposit.amount)}</p>
  <p class="status" role="status">${escapeHtml(STATUS_TEXT[deposit.status])}</p>
  ${notice ? `<p class="notice" role="alert">${escapeHtml(notice)}</p>` : ''}
  ${
    canPay
      ? `<form method="post" action="${action}"><input type="hidden" name="status" value="paid"><button class="pay" type="submit">Simulate successful payment</button></form>
  <form method="post" action="${action}"><input type="hidden" name="status" value="failed"><button class="fail" type="submit">Simulate failed payment</button></form>`
      : ''
  }
  <p><a href="${escapeHtml(returnUrl)}">Return to KeyMart</a></p>
</main>
</body>
</html>`;
}

/** The sandbox gateway's page; an empty router unless the sandbox provider is configured. */
export function sandboxPageRouter(services: ApiServices): Router {
  const router = Router();
  const provider = services.paymentProvider;
  if (!(provider instanceof SandboxProvider)) return router;

  const load = async (rawId: string) => {
    const paymentId = paymentIdSchema.safeParse(rawId);
    if (!paymentId.success) return null;
    const deposit = await findDepositByPayment(services.pool, 'sandbox', paymentId.data);
    return deposit ? { paymentId: paymentId.data, deposit } : null;
  };
  const returnUrl = (deposit: DepositDto) =>
    `${services.baseUrl()}/add-funds?deposit=${deposit.id}`;
  /**
   * The page's forms post to the store's origin. Under the store's default `Referrer-Policy:
   * no-referrer` a browser sends such a form post with `Origin: null` (Fetch standard, "append a
   * request Origin header"), which the origin check refuses; `same-origin` lets it name the page's
   * origin, and still sends no referrer elsewhere.
   */
  const sendPage = (res: express.Response, html: string) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'same-origin');
    res.type('html').send(html);
  };
  const notFound = (res: express.Response) =>
    res.status(404).type('text/plain').send('This sandbox payment does not exist.');

  router.get(
    '/sandbox/pay/:paymentId',
    endpoint(
      {
        access: 'public',
        summary: 'The sandbox payment page of a deposit',
        params: paymentParams,
        answer: { type: 'html', description: 'The amount, the status and the simulation buttons' },
        errors: { 404: { type: 'text', description: 'No such sandbox payment' } },
      },
      async ({ params }, _req, res) => {
        const found = await load(params.paymentId);
        if (!found) return notFound(res);
        sendPage(res, renderPage(found.deposit, found.paymentId, returnUrl(found.deposit)));
      },
    ),
  );

  router.post(
    '/sandbox/pay/:paymentId',
    // A payment simulated from another site's page would credit a balance without the customer.
    originCheck(services.publicUrl),
    express.urlencoded({ extended: false, limit: '2kb' }),
    endpoint(
      {
        access: 'public',
        summary: "Simulate a paid or failed payment through the store's signed webhook",
        params: paymentParams,
        body: actionSchema,
        bodyType: 'form',
        invalid: {
          status: 400,
          type: 'text',
          description: '`Choose paid or failed.` (plain text)',
          send: (_error, res) => {
            res.status(400).type('text/plain').send('Choose paid or failed.');
          },
        },
        answer: { type: 'html', description: 'The page again, with what the store answered' },
        errors: {
          403: 'Sent from a page of another origin',
          404: { type: 'text', description: 'No such sandbox payment' },
        },
      },
      async ({ params, body: action }, _req, res) => {
        const found = await load(params.paymentId);
        if (!found) return notFound(res);
        const { body, signature } = provider.signCallback({
          paymentId: found.paymentId,
          status: action.status,
        });
        let notice: string;
        try {
          const answer = await fetch(`${services.selfUrl()}/api/payments/sandbox/webhook`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
            body,
            signal: AbortSignal.timeout(10_000),
          });
          notice = answer.ok
            ? action.status === 'paid'
              ? 'Payment sent. You can close this tab and return to KeyMart.'
              : 'A failed payment was sent to KeyMart.'
            : `KeyMart answered the callback with HTTP ${answer.status}.`;
        } catch (error) {
          services.log.error({ err: error }, 'sandbox could not call the webhook');
          notice = 'KeyMart could not be reached; please try again.';
        }
        const updated = (await load(found.paymentId))?.deposit ?? found.deposit;
        sendPage(res, renderPage(updated, found.paymentId, returnUrl(updated), notice));
      },
    ),
  );

  return router;
}
