/**
 * Accessibility checks with axe-core inside the page (no serious or critical violation on any
 * page a visitor can reach).
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE_PATH = require.resolve('axe-core/axe.min.js');

/** A violation reduced to what a failing test should print. */
export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core on the current page; returns the violations of serious or critical impact. The
 * page's context must be created with `bypassCSP: true`: the store's CSP forbids the inline script
 * that carries axe-core.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Both tags stay in the document: a page reached from it as a link does (history.pushState)
  // keeps them, and loading axe-core again cost about as much as half a run.
  if (!(await page.evaluate(() => 'axe' in window))) {
    // Colours are measured at rest: a dialog still fading in would fail contrast half-way.
    await page.addStyleTag({
      content:
        '*, *::before, *::after { transition: none !important; animation: none !important; }',
    });
    await page.addScriptTag({ path: AXE_SOURCE_PATH });
  }
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document);
    return result.violations as {
      id: string;
      impact: string | null;
      help: string;
      nodes: { target: string[] }[];
    }[];
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}
