/**
 * Waits for a toast (docs/specs/customer-area.md section 1: one at a time) showing `title` and, if
 * given, `description`.
 */
import type { Page } from 'playwright-core';

export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  // The description is a text node beside the title inside the alert.
  let toastBox = page.locator('.MuiSnackbar-root').filter({ hasText: title });
  if (description) toastBox = toastBox.filter({ hasText: description });
  await toastBox.waitFor();
}
