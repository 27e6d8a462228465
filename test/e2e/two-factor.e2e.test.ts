/**
 * Two-factor sign-in in a real browser, as a person does it: sign up, turn it on in /profile (the
 * key read from the page, the codes computed here as an authenticator app would), sign out, sign
 * in with a code, then with a recovery code, which is refused the second time; and the profile
 * page with two-factor on through axe-core, light and dark, desktop and phone.
 */
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../support/store';
import { seriousViolations } from './axe';
import { closeContextsAfterEachTest, launchBrowser, openInApp } from './browser';

const EMAIL = 'two-factor@keymart.test';
const PASSWORD = 'secret123';
const PERIOD_MS = 30_000;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

let store: TestStore;
let browser: Browser;

beforeAll(async () => {
  store = await startTestStore();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await store?.stop();
});
closeContextsAfterEachTest(() => browser);

/**
 * An authenticator app for a base32 key that never gives a time step twice (the store refuses a
 * replayed step): each code is of the step after the last one, at the earliest the step before
 * now (one step of drift is accepted either side).
 */
function authenticator(key: string) {
  const secret = Secret.fromBase32(key);
  let last = -Infinity;
  return () => {
    const now = Math.floor(Date.now() / PERIOD_MS);
    const step = Math.max(last + 1, now - 1);
    expect(step, 'the test ran out of time steps within the drift window').toBeLessThanOrEqual(
      now + 1,
    );
    last = step;
    return TOTP.generate({ secret, timestamp: step * PERIOD_MS });
  };
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('menuitem', { name: 'Sign Out' }).click(),
  ]);
}

/** Signs in with the password on /auth: the two-factor step is asked for. */
async function passwordStep(page: Page) {
  await openInApp(page, store.url, '/auth');
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('Two-factor code').waitFor();
}

describe('two-factor sign-in (ARCHITECTURE.md "Security model")', () => {
  it('turns on in the profile, signs in with a code and with a recovery code once, and passes axe on the profile page', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    const page = await context.newPage();

    await page.goto(`${store.url}/auth`);
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('First Name').fill('Deniz');
    await page.getByLabel('Last Name').fill('Kaya');
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Country').fill('Turkey');
    await page.getByRole('option', { name: 'Turkey' }).click();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${store.url}/`);

    await openInApp(page, store.url, '/profile');
    await page.getByRole('tab', { name: 'Security' }).click();
    const section = page.getByRole('region', { name: 'Two-factor sign-in' });
    await section.getByText('Off', { exact: true }).waitFor();
    await section.getByRole('button', { name: 'Turn on' }).click();
    await section
      .getByRole('img', { name: 'QR code that adds your KeyMart account to an authenticator app' })
      .waitFor();
    const key = (await section.getByLabel('Key for manual entry').inputValue()).replace(/ /g, '');
    const nextCode = authenticator(key);
    await section.getByLabel('Code from your app').fill('000');
    await section.getByRole('button', { name: 'Confirm' }).click();
    await section.getByText('Enter the 6-digit code from your authenticator app').waitFor();
    await section.getByLabel('Code from your app').fill(nextCode());
    await section.getByRole('button', { name: 'Confirm' }).click();

    const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    const recoveryCodes = await codes.allInnerTexts();
    expect(recoveryCodes).toHaveLength(10);
    await section.getByText('They will not be shown again.', { exact: false }).waitFor();
    await section.getByRole('button', { name: 'Copy' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await section.getByRole('button', { name: 'Done' }).click();
    await section.getByRole('button', { name: 'Turn off' }).waitFor();
    await section.getByText('On', { exact: true }).waitFor();

    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        expect(await seriousViolations(page), `${colorScheme} at ${viewport.width} px`).toEqual([]);
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize(DESKTOP);

    await signOut(page);
    await passwordStep(page);
    await page.getByLabel('Two-factor code').fill(nextCode());
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${store.url}/`);

    await signOut(page);
    await passwordStep(page);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Two-factor code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${store.url}/`);

    await signOut(page);
    await passwordStep(page);
    await page.getByLabel('Two-factor code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').getByText('Invalid two-factor code').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect((await context.request.get(`${store.url}/api/user`)).status()).toBe(401);
  });
});
