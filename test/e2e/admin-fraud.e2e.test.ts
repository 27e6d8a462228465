/**
 * Fraud rules in a real browser (/admin/fraud): staff create a rule with the dialog, a
 * registration it matches is refused with the rule's message, and the screen shows the rule's
 * hit in the list and per day.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestClient, type TestStore } from '../support/store';
import { seriousViolations } from './axe';
import { registerAdmin, signInThroughForm } from './admin-browser';
import { closeContextsAfterEachTest, launchBrowser } from './browser';
import { SCREENSHOT_VIEWPORTS } from './screenshots';
import { expectToast } from './toasts';

let store: TestStore;
let browser: Browser;
let admin: TestClient;

beforeAll(async () => {
  store = await startTestStore();
  browser = await launchBrowser();
  admin = await registerAdmin(store);
});
afterAll(async () => {
  await browser?.close();
  await store?.stop();
});
closeContextsAfterEachTest(() => browser);

describe('Admin fraud rules', () => {
  it('staff create a rule in /admin/fraud and see its hits after a blocked registration', async () => {
    // bypassCSP: axe-core is injected as an inline script, which the store's CSP forbids.
    const context = await browser.newContext({
      viewport: SCREENSHOT_VIEWPORTS.desktop,
      bypassCSP: true,
    });
    const page = await context.newPage();
    await signInThroughForm(page, store.url);

    await page.goto(`${store.url}/admin/fraud`);
    await page.getByText('No fraud rules yet').waitFor();
    await page.getByRole('button', { name: 'Add Rule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Fraud Rule' });
    // The server's rule, checked in the form: a wildcard needs more than stars.
    await dialog.getByLabel('Value').fill('**');
    await dialog.getByRole('button', { name: 'Create Rule' }).click();
    await dialog.getByText('Enter a wildcard such as *@mail.ru or bad*@*').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel('Value').fill('*@throwaway.test');
    await dialog.getByLabel('Message').fill('Sign-ups from throwaway.test are closed');
    await dialog.getByLabel('Note').fill('Seen in a card-testing wave');
    await dialog.getByRole('button', { name: 'Create Rule' }).click();
    await expectToast(page, 'Fraud rule created');
    await dialog.waitFor({ state: 'hidden' });

    const grid = page.getByRole('grid', { name: 'Fraud rules' });
    const row = grid.getByRole('row').filter({ hasText: 'E-mail wildcard *@throwaway.test' });
    await row.getByText('Enforce').waitFor();
    await row.getByText('Never').waitFor();

    // A visitor's registration the rule matches is refused with its message.
    const refused = await store.client().post('/api/register', {
      email: 'mallory@throwaway.test',
      password: 'secret123',
      firstName: 'Mallory',
      lastName: 'Tester',
      country: 'usa',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Sign-ups from throwaway.test are closed');

    // Staff see the hit: in the list, then per day for the chosen rule.
    await expect
      .poll(async () => ((await admin.get('/api/admin/fraud-rules')).body as any[])[0].hits)
      .toBe(1);
    await page.reload();
    await row.locator('[data-field="hits"]').getByText('1', { exact: true }).waitFor();
    await row.getByText('E-mail wildcard *@throwaway.test').click();
    const hits = page.getByRole('region', { name: 'Hits per day' });
    await hits.getByText('Seen in a card-testing wave').waitFor();
    const table = hits.getByRole('table');
    const today = new Date().toISOString().slice(0, 10);
    const day = table.getByRole('row').filter({ hasText: today });
    // The day's row comes with the rule's hits, which load after its details.
    await expect.poll(() => day.getByRole('cell').allTextContents()).toEqual([today, '1', '0']);
    expect(await seriousViolations(page)).toEqual([]);

    // The audit log lists the hit too.
    const audit = await admin.get('/api/admin/audit?type=FraudRuleHit');
    expect(audit.body.entries).toHaveLength(1);
    await context.close();
  });
});
