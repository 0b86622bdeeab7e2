import { expect, test, type Page } from '@playwright/test';
import {
  answerBare,
  countPosts,
  failConnections,
  holdRequests,
  isAnswerTo,
  spoilBodies,
  storedSubmission,
  waitLikeAPerson,
} from '@agency/e2e-support';

const path = '/api/contact/query';

async function openForm(page: Page) {
  await page.goto('/uk/', { waitUntil: 'networkidle' });
  return page.getByRole('form', { name: 'Request a callback' });
}

async function fill(page: Page) {
  const form = await openForm(page);
  await form.getByLabel('Name').fill('  Tom Hughes ');
  await form.getByLabel('Email').fill('tom@example.co.uk');
  await form.getByLabel('Phone').fill('07700 900123');
  await form.getByLabel('Message').fill(' Mornings are best — “thanks” 🙂 ');
  return form;
}

test('a UK callback request is stored and thanked, and the form clears', async ({ page }) => {
  const form = await fill(page);
  // As a person would: not within a second of the page appearing.
  await waitLikeAPerson(page);
  const answer = page.waitForResponse(isAnswerTo(path));
  await form.getByRole('button', { name: 'Request a Callback' }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  await expect(form.getByRole('status')).toHaveText('Thank you! We’ll contact you soon.');
  for (const label of ['Name', 'Email', 'Phone', 'Message'])
    await expect(form.getByLabel(label)).toHaveValue('');

  const { id } = (await response.json()) as { id: string };
  const row = storedSubmission(id);
  // Token, honeypot and region arrived as agreed: a real lead, not flagged.
  expect(row).toMatchObject({ form: 'contact', region: 'uk', spam: 0, spam_reasons: '' });
  // Trimmed text, and the phone kept as typed (docs/spec-deviations.md).
  expect(JSON.parse(row!.body)).toEqual({
    username: 'Tom Hughes',
    email: 'tom@example.co.uk',
    phone: '07700 900123',
    message: 'Mornings are best — “thanks” 🙂',
  });
});

test("shows 'Sending…' on a disabled button while the request is under way", async ({ page }) => {
  const release = await holdRequests(page, path);
  const form = await fill(page);
  await form.getByRole('button', { name: 'Request a Callback' }).click();
  const busy = form.getByRole('button', { name: 'Sending…' });
  await expect(busy).toBeDisabled();
  release();
  await expect(form.getByRole('status')).toHaveText('Thank you! We’ll contact you soon.');
  await expect(form.getByRole('button', { name: 'Request a Callback' })).toBeEnabled();
});

test("a refusal shows the server's message and keeps what was typed", async ({ page }) => {
  await spoilBodies(page, path);
  const form = await fill(page);
  const answer = page.waitForResponse(isAnswerTo(path));
  await form.getByRole('button', { name: 'Request a Callback' }).click();
  const response = await answer;
  expect(response.status()).toBe(400);
  const { message } = (await response.json()) as { message: string };
  await expect(form.getByRole('status')).toHaveText(message);
  await expect(form.getByLabel('Name')).toHaveValue('  Tom Hughes ');
});

test("a bare error answer shows 'Server responded' and the status", async ({ page }) => {
  await answerBare(page, path, 502);
  const form = await fill(page);
  await form.getByRole('button', { name: 'Request a Callback' }).click();
  await expect(form.getByRole('status')).toHaveText('Server responded 502');
});

test("a network failure shows the browser's own message, logged, and keeps the values", async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await failConnections(page, path);
  const form = await fill(page);
  await form.getByRole('button', { name: 'Request a Callback' }).click();
  await expect(form.getByRole('status')).toHaveText('Failed to fetch');
  expect(logged.some((text) => text.includes('Callback request failed'))).toBe(true);
  await expect(form.getByLabel('Message')).toHaveValue(' Mornings are best — “thanks” 🙂 ');
});

test('an empty required field blocks the request, says why and takes the focus', async ({ page }) => {
  const posts = countPosts(page, path);
  const form = await openForm(page);
  await form.getByLabel('Name').fill('Tom Hughes');
  await form.getByLabel('Email').fill('tom@example.co.uk');
  await form.getByLabel('Message').fill('Hello');
  await form.getByRole('button', { name: 'Request a Callback' }).click();
  const phone = form.getByLabel('Phone');
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription('Please enter your phone number.');
  expect(posts()).toBe(0);
});

test('a bot that fills the hidden honeypot gets the usual thanks, and the row is flagged', async ({
  page,
}) => {
  const form = await fill(page);
  // People never reach this field; a bot filling every input does.
  await form.locator('input[name="fax"]').fill('http://spam.example', { force: true });
  // As a person would: not within a second of the page appearing.
  await waitLikeAPerson(page);
  const answer = page.waitForResponse(isAnswerTo(path));
  await form.getByRole('button', { name: 'Request a Callback' }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  await expect(form.getByRole('status')).toHaveText('Thank you! We’ll contact you soon.');
  const { id } = (await response.json()) as { id: string };
  expect(storedSubmission(id)).toMatchObject({ spam: 1, spam_reasons: 'honeypot-filled' });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the callback form is one card: nothing in the hero panel draws a card of its own', async ({
    page,
  }) => {
    const form = await openForm(page);
    const panel = page.locator('#callback');
    await expect(panel).toContainText('Request a callback');
    // A card is a box with a shadow: the panel is one, and nothing inside it is another.
    expect(await panel.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');
    const inner = await panel.evaluate(
      (element) =>
        [...element.querySelectorAll('*')].filter((child) => {
          const style = getComputedStyle(child);
          return (
            style.boxShadow !== 'none' && !['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON'].includes(child.tagName)
          );
        }).length,
    );
    expect(inner).toBe(0);
    await expect(form).toBeVisible();
  });
});
