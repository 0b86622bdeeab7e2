import { expect, test } from '@playwright/test';
import { islandScriptCount, sentASecondAfterTests, watchScripts } from '@agency/e2e-support';

// The sending forms are islands: their code loads when a visitor comes near a
// form or uses it, never with a page whose forms are far below.

test('/uk/: the callback form in the first screen loads its code as soon as the visitor stirs', async ({
  page,
}) => {
  const scripts = watchScripts(page);
  await page.goto('/uk/', { waitUntil: 'networkidle' });
  // A page opened and read, never touched, runs the island runtime alone.
  expect(islandScriptCount(scripts, 'uk-callback')).toBe(0);
  await page.mouse.move(200, 300);
  await expect.poll(() => islandScriptCount(scripts, 'uk-callback')).toBe(1);
  // The project enquiry at the foot of the page has not loaded.
  await page.waitForLoadState('networkidle');
  expect(islandScriptCount(scripts, 'uk-project-enquiry')).toBe(0);
});

sentASecondAfterTests({
  path: '/uk/',
  form: 'Request a callback',
  button: 'Request a Callback',
  fields: { Name: 'Tom Hughes', Phone: '07700 900123', Message: 'Quick one.' },
});
