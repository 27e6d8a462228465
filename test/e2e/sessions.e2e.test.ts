/**
 * The sessions list in a real browser: /profile?tab=security (the new sign-in e-mail's link)
 * shows this browser and a phone signed in elsewhere; signing the phone out asks first and ends
 * its cookie at once; "Sign out other sessions" ends the rest. The Security tab with its sessions
 * passes axe-core, light and dark, desktop and phone.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestClient, type TestStore } from '../support/store';
import { seriousViolations } from './axe';
import { closeContextsAfterEachTest, launchBrowser, openInApp } from './browser';

const EMAIL = 'sessions@keymart.test';
const PASSWORD = 'secret123';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
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

/** A phone signed in to the account through the API. */
async function phoneSignedIn(): Promise<TestClient> {
  const phone = store.client();
  const answer = await phone.request(
    'POST',
    '/api/login',
    { email: EMAIL, password: PASSWORD },
    { 'user-agent': IPHONE_SAFARI },
  );
  expect(answer.status).toBe(200);
  return phone;
}

describe('sessions on the Security tab', () => {
  it('lists this browser and a phone, signs the phone out after asking, then every other session', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    const page = await context.newPage();
    const registered = await context.request.post(`${store.url}/api/register`, {
      data: { email: EMAIL, password: PASSWORD, firstName: 'Sena', lastName: 'Ak', country: 'tr' },
    });
    expect(registered.status()).toBe(201);
    const phone = await phoneSignedIn();

    await openInApp(page, store.url, '/profile?tab=security');
    expect(await page.getByRole('tab', { name: 'Security' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const section = page.getByRole('region', { name: "Where you're signed in" });
    const thisBrowser = section.getByRole('listitem', { name: 'Chrome on Linux' });
    await thisBrowser.getByText('This browser').waitFor();
    const phoneRow = section.getByRole('listitem', { name: 'Safari on iOS' });
    await phoneRow.getByText(/^127\.0\.0\.1 · Signed in \w{3} \d{2}, \d{4} \d{2}:\d{2}/).waitFor();
    expect(await thisBrowser.getByRole('button').count()).toBe(0);

    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        expect(await seriousViolations(page), `${colorScheme} at ${viewport.width} px`).toEqual([]);
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize(DESKTOP);

    // Asked first: cancelling changes nothing.
    await phoneRow.getByRole('button', { name: 'Sign out Safari on iOS' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out this session?' });
    await dialog.getByText('Safari on iOS (').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await phone.get('/api/user')).status).toBe(200);

    await phoneRow.getByRole('button', { name: 'Sign out Safari on iOS' }).click();
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('Safari on iOS is no longer signed in.').waitFor();
    await phoneRow.waitFor({ state: 'detached' });
    expect((await phone.get('/api/user')).status).toBe(401);

    // Two more elsewhere; "Sign out other sessions" ends both, this browser stays.
    const phones = [await phoneSignedIn(), await phoneSignedIn()];
    await page.reload();
    await expect.poll(() => section.getByRole('listitem').count()).toBe(3);
    await section.getByRole('button', { name: 'Sign out other sessions' }).click();
    await page
      .getByRole('dialog', { name: 'Sign out other sessions?' })
      .getByRole('button', { name: 'Sign out' })
      .click();
    await page.getByText('2 sessions were signed out. This browser stays signed in.').waitFor();
    await expect.poll(() => section.getByRole('listitem').count()).toBe(1);
    for (const other of phones) expect((await other.get('/api/user')).status).toBe(401);
    expect((await context.request.get(`${store.url}/api/user`)).status()).toBe(200);
    expect(
      await section.getByRole('button', { name: 'Sign out other sessions' }).isDisabled(),
    ).toBe(true);
  });
});
