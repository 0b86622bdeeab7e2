import type { Page } from '@playwright/test';

/** Collects everything a page writes to its console and every uncaught error. */
export function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}
