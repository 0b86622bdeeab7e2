import { expect, type Browser, type Page } from '@playwright/test';

const violations = new WeakMap<Page, string[]>();

/**
 * A browser context of its own (its own cookies) whose page has Chromium's
 * virtual WebAuthn authenticator: a platform authenticator that keeps
 * discoverable passkeys and verifies its user at once, as a device unlocked
 * by fingerprint would. The passkey it creates stays in it for the page's life.
 * Every Content-Security-Policy violation on any of its pages is recorded
 * (cspViolationsOf), a caught one included (zod's probe for eval was one).
 */
export async function pageWithAuthenticator(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const seen: string[] = [];
  violations.set(page, seen);
  await context.exposeBinding('reportCspViolation', (_source, text: string) => void seen.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.effectiveDirective} ${event.blockedURI} at ${location.pathname}`);
    });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return page;
}

/** The CSP violations the page's documents reported so far ("script-src eval at /people"…). */
export function cspViolationsOf(page: Page): string[] {
  return violations.get(page) ?? [];
}

/** No screen shown on this page so far broke the inbox's CSP: no eval, no inline style or script. */
export function expectNoCspViolations(page: Page, state: string): void {
  expect(cspViolationsOf(page), `CSP violations, ${state}`).toEqual([]);
}
