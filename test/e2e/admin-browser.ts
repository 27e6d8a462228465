/**
 * Admin sessions for browser tests of the admin screens: an admin signed in through
 * /auth as a person would, reused by later pages through Playwright's storage state, and the
 * admin screens' axe-core checks with that session, and a list's CSV export downloaded through
 * its button.
 */
import { randomUUID } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import type { Browser, BrowserContext, Download, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { SESSION_COOKIE } from '../../api/auth/session';
import {
  startTestStore,
  TEST_SESSION_SECRET,
  type TestClient,
  type TestStore,
} from '../support/store';
import { seriousViolations, type AxeViolation } from './axe';
import { launchBrowser, openInApp } from './browser';
import { SCREENSHOT_VIEWPORTS } from './screenshots';
import type { ScreenshotTheme, ScreenshotViewport, StorageState } from './screenshots';

/** The admin of the test stores (test/support/store.ts ADMIN_EMAILS) and its password. */
export const ADMIN_EMAIL = 'admin@keymart.test';
export const ADMIN_PASSWORD = 'secret123';

/** Signs in on /auth with the admin's e-mail and password; the page ends on /. */
export async function signInThroughForm(
  page: Page,
  baseUrl: string,
  email = ADMIN_EMAIL,
  password = ADMIN_PASSWORD,
): Promise<void> {
  await page.goto(`${baseUrl}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseUrl}/`);
}

/**
 * Registers the test store's admin (signed in) and returns its API client. A browser file can
 * run longer than the step-up window after this sign-in, so the client confirms the password when
 * a sensitive call asks again, as the admin screens' step-up dialog does.
 */
export async function registerAdmin(store: TestStore): Promise<TestClient> {
  const admin = store.client().confirmsPasswordWhenAsked(ADMIN_PASSWORD);
  await admin.register(ADMIN_EMAIL, ADMIN_PASSWORD);
  return admin;
}

/** A desktop context signed in as the admin (who must be registered), and its storage state. */
export async function adminContext(
  browser: Browser,
  baseUrl: string,
): Promise<{ context: BrowserContext; page: Page; state: StorageState }> {
  const context = await browser.newContext({ viewport: SCREENSHOT_VIEWPORTS.desktop });
  const page = await context.newPage();
  await signInThroughForm(page, baseUrl);
  return { context, page, state: await context.storageState() };
}

/** A test store with its admin registered, a browser, and the admin's signed-in browser state. */
export interface AdminBrowserStore {
  store: TestStore;
  browser: Browser;
  /** The admin's API client; it confirms the password when a sensitive call asks again. */
  admin: TestClient;
  adminState: StorageState;
}

/**
 * Starts a test store (with `env`), registers the admin, launches Chromium and signs the admin
 * in through /auth once; later pages reuse `adminState`.
 */
export async function startAdminBrowserStore(
  env: Record<string, string> = {},
): Promise<AdminBrowserStore> {
  const store = await startTestStore(env);
  const browser = await launchBrowser();
  const admin = await registerAdmin(store);
  const signedIn = await adminContext(browser, store.url);
  const adminState = signedIn.state;
  await signedIn.context.close();
  return { store, browser, admin, adminState };
}

/** Closes the browser and the store (each when it was started). */
export async function stopAdminBrowserStore(started: Partial<AdminBrowserStore>): Promise<void> {
  await started.browser?.close();
  await started.store?.stop();
}

/** An admin screen to check: its path, and what shows it is ready (it may also click). */
export interface AdminScreen {
  path: string;
  ready: (page: Page) => Promise<unknown>;
}

/**
 * Checks that no admin screen has a serious or critical axe-core violation, in the light and the
 * dark theme, at the desktop size with the admin's session (a failure lists each screen's
 * violations by theme and path). Per theme the app loads once, at the first screen; each next one
 * is reached as a link reaches it (`openInApp`). The contexts bypass the CSP so axe-core can load.
 */
export async function expectAdminScreensAccessible(
  browser: Browser,
  state: StorageState,
  options: { baseUrl: string; screens: readonly AdminScreen[] },
): Promise<void> {
  const found: Record<string, Record<string, AxeViolation[]>> = {};
  const none: typeof found = {};
  for (const theme of ['light', 'dark'] as const) {
    const context = await browser.newContext({
      viewport: SCREENSHOT_VIEWPORTS.desktop,
      colorScheme: theme,
      storageState: state,
      bypassCSP: true,
    });
    try {
      await context.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
      const page = await context.newPage();
      found[theme] = {};
      none[theme] = {};
      for (const screen of options.screens) {
        await openInApp(page, options.baseUrl, screen.path);
        await screen.ready(page);
        found[theme][screen.path] = await seriousViolations(page);
        none[theme][screen.path] = [];
      }
    } finally {
      await context.close();
    }
  }
  expect(found).toEqual(none);
}

/**
 * A page in a context of its own, with `state`'s session (none when undefined), at a viewport and
 * theme (stored under `theme` as the toggle would), CSP bypassed so axe-core can be injected,
 * opened at `url` (its context closes when the test ends: closeContextsAfterEachTest).
 */
export async function openThemedPage(
  browser: Browser,
  options: {
    url: string;
    state?: StorageState | undefined;
    viewport?: ScreenshotViewport | undefined;
    theme?: ScreenshotTheme | undefined;
  },
): Promise<Page> {
  const theme = options.theme ?? 'light';
  const context = await browser.newContext({
    storageState: options.state,
    viewport: SCREENSHOT_VIEWPORTS[options.viewport ?? 'desktop'],
    colorScheme: theme,
    deviceScaleFactor: 1,
    // axe-core is injected as an inline script, which the store's CSP forbids.
    bypassCSP: true,
  });
  await context.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
  const page = await context.newPage();
  await page.goto(options.url);
  return page;
}

/** The admin sidebar's section links (the visible one: permanent on desktop, the drawer on phones). */
export const adminSections = (page: Page) =>
  page.getByRole('navigation', { name: 'Admin sections' });

/** The name of the section the admin sidebar marks as the current page, null when none. */
export async function currentAdminSection(page: Page): Promise<string | null> {
  const current = adminSections(page).locator('[aria-current="page"]');
  return (await current.count()) === 0 ? null : current.innerText();
}

/**
 * Presses `button` (a list's Export CSV) and returns the file the browser saved. When the step-up
 * dialog asks for the password first (the sign-in is older than the step-up window), it is
 * confirmed with the admin's password, as a person would.
 */
export async function downloadThrough(page: Page, button: Locator): Promise<Download> {
  const download = page.waitForEvent('download');
  await button.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Confirm it is you' });
  const asked = confirm.waitFor().then(
    () => true,
    () => false,
  );
  if (await Promise.race([download.then(() => false), asked])) {
    await confirm.getByLabel('Password').fill(ADMIN_PASSWORD);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
  }
  return download;
}

/**
 * The session cookie of `state` (a signed-in browser state of the store at `baseUrl`), signed
 * again with the same session but the password entered `minutesAgo` minutes ago: a page with it
 * meets the step-up dialog before a sensitive action.
 */
export async function sessionEnteredAgo(
  state: StorageState,
  baseUrl: string,
  minutesAgo: number,
): Promise<{ name: string; value: string; url: string }> {
  const signedIn = state.cookies.find((cookie) => cookie.name === SESSION_COOKIE)!;
  const { sid, sv, sub } = decodeJwt(signedIn.value);
  const token = await new SignJWT({
    sid,
    sv,
    auth_time: Math.floor(Date.now() / 1000) - minutesAgo * 60,
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub!)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(TEST_SESSION_SECRET));
  return { name: SESSION_COOKIE, value: token, url: baseUrl };
}
