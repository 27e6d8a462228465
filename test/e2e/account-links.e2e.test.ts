/**
 * The account's mailed links in a real browser, with the mail caught by the SMTP sink: "Forgot
 * password?" on the login tab -> the reset mail -> a new password -> the old session is gone ->
 * sign in with the new one; the verification link and the profile's badge; and the new pages
 * on a phone, light and dark, without serious or critical axe-core violations.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { startTestStore, type TestStore } from '../support/store';
import { seriousViolations } from './axe';
import { closeContextsAfterEachTest, launchBrowser, openInApp } from './browser';

const EMAIL = 'forgetful@keymart.test';
const OLD_PASSWORD = 'old-secret';
const NEW_PASSWORD = 'new-secret';
const PHONE = { width: 390, height: 844 };

let sink: SmtpSink;
let store: TestStore;
let browser: Browser;

beforeAll(async () => {
  sink = await startSmtpSink();
  store = await startTestStore({ SMTP_URL: sink.url });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await store?.stop();
  await sink?.close();
});
closeContextsAfterEachTest(() => browser);

/** The token of the newest mail with `subject` to EMAIL, once it has arrived. */
async function mailedToken(subject: string): Promise<string> {
  return vi.waitFor(
    () => {
      const mail = sink.messages
        .filter((m) => m.to.includes(EMAIL) && m.subject === subject)
        .at(-1);
      const token = mail && /\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
      expect(token).toBeDefined();
      return token!;
    },
    { timeout: 15_000, interval: 100 },
  );
}

/** A tab signed in as the customer (registered through the API on first use). */
async function signedInTab(register: boolean): Promise<Page> {
  const context = await browser.newContext({ bypassCSP: true });
  const body = register
    ? { email: EMAIL, password: OLD_PASSWORD, firstName: 'Ece', lastName: 'Demir', country: 'usa' }
    : { email: EMAIL, password: OLD_PASSWORD };
  const answer = await context.request.post(`${store.url}/api/${register ? 'register' : 'login'}`, {
    data: body,
  });
  expect(answer.ok()).toBe(true);
  return context.newPage();
}

describe('account links', () => {
  it('resets a forgotten password from the mailed link, ending the old session', async () => {
    const laptop = await signedInTab(true);
    await laptop.goto(`${store.url}/profile`);
    await laptop.getByText('Email not verified').waitFor();

    const tab = await (await browser.newContext()).newPage();
    await tab.goto(`${store.url}/auth`);
    await tab.getByRole('link', { name: 'Forgot password?' }).click();
    await tab.waitForURL(`${store.url}/forgot-password`);
    await tab.getByLabel('Email').fill(EMAIL);
    await tab.getByRole('button', { name: 'Send reset link' }).click();
    await tab
      .getByRole('status')
      .getByText(/If an account exists for this email address/)
      .waitFor();

    const token = await mailedToken('Reset your KeyMart password');
    await tab.goto(`${store.url}/reset-password?token=${token}`);
    await tab.getByLabel(/^New Password/).fill(NEW_PASSWORD);
    await tab.getByLabel('Confirm New Password').fill('different');
    await tab.getByRole('button', { name: 'Save new password' }).click();
    await tab.getByText('The passwords do not match').waitFor();
    await tab.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
    await tab.getByRole('button', { name: 'Save new password' }).click();
    await tab.getByRole('heading', { name: 'Password changed' }).waitFor();

    // The laptop's session ended with the reset: the next page that asks sends it to sign in.
    await laptop.reload();
    await laptop.waitForURL(`${store.url}/auth`);

    await tab.getByRole('link', { name: 'Sign in', exact: true }).click();
    await tab.waitForURL(`${store.url}/auth`);
    await tab.getByLabel('Email').fill(EMAIL);
    await tab.getByLabel('Password').fill(NEW_PASSWORD);
    await tab.getByRole('button', { name: 'Sign In' }).click();
    await tab.waitForURL(`${store.url}/`);

    // The same link a second time is refused, with a way to ask for a new one.
    await tab.goto(`${store.url}/reset-password?token=${token}`);
    await tab.getByLabel(/^New Password/).fill('third-secret');
    await tab.getByLabel('Confirm New Password').fill('third-secret');
    await tab.getByRole('button', { name: 'Save new password' }).click();
    await tab
      .getByRole('alert')
      .getByText(/invalid or has expired/)
      .waitFor();
    expect(await tab.getByRole('link', { name: 'Request a new link' }).isVisible()).toBe(true);
  });

  it('verifies the address from the mailed link; the profile shows it', async () => {
    const token = await mailedToken('Confirm your e-mail address for KeyMart');
    const context = await browser.newContext();
    await context.request.post(`${store.url}/api/login`, {
      data: { email: EMAIL, password: NEW_PASSWORD },
    });
    const page = await context.newPage();
    await page.goto(`${store.url}/verify-email?token=${token}`);
    await page.getByRole('status').getByText('Your email address is verified').waitFor();
    await openInApp(page, store.url, '/profile');
    await page.getByText('Email verified').waitFor();
  });

  it.each(['light', 'dark'] as const)(
    'shows the new pages on a phone in the %s theme without serious axe-core violations',
    async (theme) => {
      const context = await browser.newContext({
        bypassCSP: true,
        colorScheme: theme,
        viewport: PHONE,
      });
      const page = await context.newPage();
      await context.request.post(`${store.url}/api/register`, {
        data: {
          email: `axe-${theme}@keymart.test`,
          password: OLD_PASSWORD,
          firstName: 'A',
          lastName: 'X',
          country: 'usa',
        },
      });
      for (const path of [
        '/profile',
        '/forgot-password',
        `/reset-password?token=${'x'.repeat(43)}`,
        '/verify-email',
      ]) {
        await openInApp(page, store.url, path);
        await page.locator('main, [role="main"]').first().waitFor();
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect(await seriousViolations(page), path).toEqual([]);
      }
    },
  );
});
