import type { Page } from '@playwright/test';

/**
 * Accepts the next alert the page opens, inside the dialog handler itself
 * (an open alert blocks the page, so nothing else may wait for it first), and
 * resolves with its text.
 */
export function nextAlert(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      const text = dialog.message();
      void dialog.accept().then(() => resolve(text));
    });
  });
}
