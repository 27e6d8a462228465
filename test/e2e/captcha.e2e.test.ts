/**
 * The proof-of-work captcha in a real browser (contracts/captcha.ts): staff turn on "Require a
 * captcha" on the settings page, then a visitor registers through the form, whose ALTCHA widget
 * fetches a challenge and solves it in the browser's workers (under the Content Security Policy,
 * with no violation) while they fill it in. And the velocity limits beside it on the same page:
 * a limit out of bounds is refused beside its field, a valid set is saved.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestClient, type TestStore } from '../support/store';
import { adminContext, registerAdmin } from './admin-browser';
import { closeContextsAfterEachTest, launchBrowser } from './browser';
import { collectViolations, expectClean, recordingContext } from './csp-recorder';
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

describe('captcha on registration', () => {
  it('staff turn it on, and a visitor registers through the form once the widget has solved its challenge', async () => {
    const staff = await adminContext(browser, store.url);
    await staff.page.goto(`${store.url}/admin/telegram`);
    const captchaSwitch = staff.page.getByRole('switch', { name: 'Require a captcha' });
    expect(await captchaSwitch.isChecked()).toBe(false);
    // The switch shows the setting as saved: it turns on once the server has it.
    await captchaSwitch.click();
    await expectToast(
      staff.page,
      'Setting saved',
      'Registration and repeated sign-ins now need a captcha.',
    );
    expect(await captchaSwitch.isChecked()).toBe(true);
    expect((await admin.get('/api/admin/settings/captcha')).body.required).toBe(true);

    const { page, recorded } = await recordingContext(browser);
    await page.goto(`${store.url}/auth`);
    await page.getByRole('tab', { name: 'Register' }).click();
    const create = page.getByRole('button', { name: 'Create Account' });
    await page.getByLabel('First Name').fill('Ece');
    await page.getByLabel('Last Name').fill('Yıldız');
    await page.getByLabel('Email').fill('ece@keymart.test');
    await page.getByLabel('Password').fill('secret123');
    await page.getByLabel('Country').fill('Turkey');
    await page.getByRole('option', { name: 'Turkey' }).click();
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    // Filling in the form started the proof of work in the browser.
    await page.getByTestId('captcha').getByText('Verified').waitFor({ timeout: 60_000 });

    await create.click();
    await page.waitForURL(`${store.url}/`);
    expect((await page.request.get(`${store.url}/api/user`).then((r) => r.json())).email).toBe(
      'ece@keymart.test',
    );
    await collectViolations(page, recorded);
    expectClean(recorded);
  });
});

describe('velocity limits on the settings page', () => {
  it('refuses a limit out of bounds beside its field, then saves the limits', async () => {
    const staff = await adminContext(browser, store.url);
    await staff.page.goto(`${store.url}/admin/telegram`);
    const deposits = staff.page.getByLabel('Deposit requests per customer per hour');
    expect(await deposits.inputValue()).toBe('0');
    await deposits.fill('5000');
    await staff.page.getByRole('button', { name: 'Save Limits' }).click();
    await staff.page
      .getByText(
        'Deposit requests per customer per hour must be a whole number between 0 (off) and 1000',
      )
      .waitFor();
    expect((await admin.get('/api/admin/settings/velocity-limits')).body.depositsPerHour).toBe(0);

    await deposits.fill('3');
    await staff.page.getByLabel('New accounts per network address per day').fill('2');
    await staff.page.getByRole('button', { name: 'Save Limits' }).click();
    await expectToast(staff.page, 'Limits saved', 'The velocity limits apply from now on.');
    expect((await admin.get('/api/admin/settings/velocity-limits')).body).toEqual({
      depositsPerHour: 3,
      claimsPer90Days: 0,
      accountsPerAddressPerDay: 2,
    });
  });
});
