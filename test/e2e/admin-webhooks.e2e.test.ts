/**
 * Outbound webhooks in a real browser (/admin/webhooks): staff add an endpoint with the dialog
 * (a local receiver: WEBHOOK_ALLOW_PRIVATE), see its secret and a purchase's delivery in its log,
 * and resend it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shop } from '../support/shop';
import { startTestStore, type TestClient, type TestStore } from '../support/store';
import { seriousViolations } from './axe';
import { registerAdmin, signInThroughForm } from './admin-browser';
import { closeContextsAfterEachTest, launchBrowser } from './browser';
import { SCREENSHOT_VIEWPORTS } from './screenshots';
import { expectToast } from './toasts';

let store: TestStore;
let browser: Browser;
let admin: TestClient;
let receiver: http.Server;
/** The event types of the requests the receiver got, in order. */
const received: string[] = [];

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push((JSON.parse(body) as { type: string }).type);
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  store = await startTestStore({ WEBHOOK_ALLOW_PRIVATE: 'true' });
  browser = await launchBrowser();
  admin = await registerAdmin(store);
});
afterAll(async () => {
  await browser?.close();
  await store?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});
closeContextsAfterEachTest(() => browser);

describe('Admin webhooks', () => {
  it('staff add an endpoint, see a purchase delivered to it, and resend the delivery', async () => {
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/orders`;
    // bypassCSP: axe-core is injected as an inline script, which the store's CSP forbids.
    const context = await browser.newContext({
      viewport: SCREENSHOT_VIEWPORTS.desktop,
      bypassCSP: true,
    });
    const page = await context.newPage();
    await signInThroughForm(page, store.url);

    await page.goto(`${store.url}/admin/webhooks`);
    await page.getByText('No webhook endpoints yet').waitFor();
    await page.getByRole('button', { name: 'Add Endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Webhook Endpoint' });
    // The server's rule, checked in the form: http or https only.
    await dialog.getByLabel('URL').fill('ftp://example.com/hooks');
    await dialog.getByRole('button', { name: 'Add Endpoint' }).click();
    await dialog.getByText('The URL must start with https:// or http://').waitFor();
    await dialog.getByLabel('URL').fill(url);
    await dialog.getByLabel('Order placed').waitFor();
    await dialog.getByRole('button', { name: 'Add Endpoint' }).click();
    await expectToast(page, 'Webhook endpoint created');
    await dialog.waitFor({ state: 'hidden' });

    const grid = page.getByRole('grid', { name: 'Webhook endpoints' });
    await grid.getByRole('row').filter({ hasText: url }).getByText('On', { exact: true }).waitFor();
    const section = page.getByRole('region', { name: 'Deliveries' });
    await section
      .getByRole('region', { name: 'Signing secret' })
      .getByText(/^whsec_/)
      .waitFor();
    await section.getByText('No deliveries yet').waitFor();

    const build = shop(admin, () => store.client(), 'Hooks');
    const product = await build.product({ price: '3.00', items: ['HOOK-1'] });
    const { client } = await build.customer('hooked@keymart.test', '10.00');
    expect(
      (await client.post('/api/purchase', { productId: product.id, quantity: 1 })).status,
    ).toBe(201);
    await expect.poll(() => received, { timeout: 15_000 }).toEqual(['order.placed']);

    await page.reload();
    await grid.getByRole('row').filter({ hasText: url }).getByText(url).click();
    const log = section.getByRole('table', { name: 'Deliveries' });
    const row = log.getByRole('row').filter({ hasText: 'Order placed' });
    await row.getByText('Delivered').waitFor();
    await row.getByRole('cell', { name: '200', exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await row.getByRole('button', { name: /^Resend delivery/ }).click();
    await expectToast(page, 'Delivery resent');
    await expect
      .poll(() => received, { timeout: 15_000 })
      .toEqual(['order.placed', 'order.placed']);
    await context.close();
  });
});
