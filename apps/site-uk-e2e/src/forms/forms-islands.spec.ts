import { expect, test } from '@playwright/test';
import { sentASecondAfterTests } from '@agency/e2e-support';

// The sending forms are islands: each is its HTML until it is sent, so a visitor
// who moves, scrolls and types runs none of their code.

test('/uk/: the callback form in the first screen runs no code while the visitor moves and types', async ({
  page,
}) => {
  await page.goto('/uk/', { waitUntil: 'networkidle' });
  await page.mouse.move(200, 300);
  await page.mouse.wheel(0, 300);
  const form = page.getByRole('form', { name: 'Request a callback' });
  await form.getByLabel('Name').pressSequentially('Tom Hughes', { delay: 40 });
  await page.waitForLoadState('networkidle');
  for (const name of ['uk-callback-form', 'uk-project-enquiry-form'])
    await expect(page.locator(`agency-island[data-island="${name}"]`)).not.toHaveAttribute(
      'data-island-state',
    );
  await form.getByRole('button', { name: 'Request a Callback' }).click();
  // Sent with its other fields empty: its code ran, and it shows its own messages.
  await expect(page.locator('agency-island[data-island="uk-callback-form"]')).toHaveAttribute(
    'data-island-state',
    'hydrated',
  );
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('agency-island[data-island="uk-project-enquiry-form"]')).not.toHaveAttribute(
    'data-island-state',
  );
});

sentASecondAfterTests({
  path: '/uk/',
  form: 'Request a callback',
  button: 'Request a Callback',
  fields: { Name: 'Tom Hughes', Phone: '07700 900123', Message: 'Quick one.' },
});
