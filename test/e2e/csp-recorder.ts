/**
 * Records what a page does against the Content Security Policy (ARCHITECTURE.md "Security model"):
 * every `securitypolicyviolation` event from the first script on, console messages about the policy
 * and uncaught page errors.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

/** What the page recorded: CSP violation events and console messages about the policy. */
export interface Recorded {
  violations: string[];
  consoleErrors: string[];
  pageErrors: string[];
}

/**
 * A new browser context whose pages record CSP violations from the first script on (an init
 * script, so nothing a page does before it can be missed), and its first page.
 */
export async function recordingContext(browser: Browser): Promise<{
  context: BrowserContext;
  page: Page;
  recorded: Recorded;
}> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = list;
    document.addEventListener('securitypolicyviolation', (event) => {
      list.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} (${event.sample})`,
      );
    });
  });
  const page = await context.newPage();
  const recorded: Recorded = { violations: [], consoleErrors: [], pageErrors: [] };
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text()))
      recorded.consoleErrors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => recorded.pageErrors.push(`${page.url()}: ${error.message}`));
  return { context, page, recorded };
}

/**
 * Moves the violations the current document recorded since the last call into `recorded` (before
 * leaving the document, and after each route the app shows in it).
 */
export async function collectViolations(page: Page, recorded: Recorded): Promise<void> {
  const found = await page.evaluate(
    () => (window as unknown as { __cspViolations?: string[] }).__cspViolations?.splice(0) ?? [],
  );
  recorded.violations.push(...found.map((violation) => `${page.url()}: ${violation}`));
}

/** Asserts that nothing was recorded. */
export function expectClean(recorded: Recorded): void {
  expect(recorded.violations).toEqual([]);
  expect(recorded.consoleErrors).toEqual([]);
  expect(recorded.pageErrors).toEqual([]);
}
