import type { Browser, Page } from '@playwright/test';

/**
 * A browser context of its own (its own cookies) whose page has Chromium's
 * virtual WebAuthn authenticator: a platform authenticator that keeps
 * discoverable passkeys and verifies its user at once, as a device unlocked
 * by fingerprint would. The passkey it creates stays in it for the page's life.
 */
export async function pageWithAuthenticator(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
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
