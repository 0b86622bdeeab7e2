import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import { formTokenPath, headerKey, wireHeaders } from '@agency/contract';
import {
  isAnswerTo,
  nextAlert,
  startMovableClockServer,
  storedSubmissionsFor,
  waitLikeAPerson,
  type MovableClockServer,
} from '@agency/e2e-support';

// A visitor sends the contact form, leaves the tab open for a day, and sends another enquiry from it.
const path = '/api/contact/query';
const dayAndAnHour = 25;

// One server whose clock the tests move: one test at a time.
test.describe.configure({ mode: 'serial' });
let server: MovableClockServer;
test.beforeAll(async () => {
  server = await startMovableClockServer();
});
test.beforeEach(() => server.moveClock(0));
test.afterAll(() => server.stop());

const isTokenAnswer = (response: { url(): string }) => new URL(response.url()).pathname === formTokenPath;
const tokenIn = async (response: Response) => ((await response.json()) as { token: string }).token;

async function fill(form: Locator, email: string, message: string) {
  await form.getByLabel('Name', { exact: true }).fill('Asha Verma');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Phone', { exact: true }).fill('9876543210');
  await form.getByLabel('Message', { exact: true }).fill(message);
}

/** Every answer with a token the page is given, in order. */
function tokenAnswers(page: Page): Response[] {
  const answers: Response[] = [];
  page.on('response', (response) => {
    if (isTokenAnswer(response)) answers.push(response);
  });
  return answers;
}

/**
 * The tab's first enquiry, sent soon after its page opens: the form's code
 * and its first token come with the send. After the answer the form asks for
 * a new token for the next enquiry, and a tab left open keeps that one.
 */
async function sendFirstEnquiry(page: Page, email: string) {
  const tokens = tokenAnswers(page);
  await page.goto(`${server.url}/ContactUs`);
  const form = page.getByRole('form', { name: 'Contact enquiry' });
  await fill(form, email, 'Sent at once.');
  await waitLikeAPerson(page);
  expect(tokens).toEqual([]);
  const sent = page.waitForResponse(isAnswerTo(path));
  const alert = nextAlert(page);
  await form.getByRole('button', { name: 'Submit details' }).click();
  expect((await sent).status()).toBe(201);
  expect(await alert).toMatch(/^Thank you!/);
  await expect.poll(() => tokens.length).toBe(2);
  return { form, tokens };
}

test('a form sent 25 h after its token was given asks for a new one first, and its enquiry is a lead', async ({
  page,
}) => {
  await page.clock.install();
  const email = 'stale-tab-renewed@example.com';
  const { form, tokens } = await sendFirstEnquiry(page, 'stale-tab-first@example.com');
  const heldToken = await tokenIn(tokens[1]!);
  await fill(form, email, 'Typed yesterday, sent today.');

  server.moveClock(dayAndAnHour);
  await page.clock.setSystemTime(Date.now() + dayAndAnHour * 3_600_000);
  const sent = page.waitForResponse(isAnswerTo(path));
  const alert = nextAlert(page);
  await form.getByRole('button', { name: 'Submit details' }).click();
  const answer = await sent;
  expect(answer.status()).toBe(201);
  expect(await alert).toMatch(/^Thank you! .* Your reference is [\w-]+\.$/);
  // A third token, asked for before the send, and sent.
  expect(tokens.length).toBeGreaterThanOrEqual(3);
  const tokenSent = answer.request().headers()[headerKey(wireHeaders.formToken)];
  expect(tokenSent).toBe(await tokenIn(tokens[2]!));
  expect(tokenSent).not.toBe(heldToken);

  const [lead] = storedSubmissionsFor(email, server.dataDir);
  expect(lead).toMatchObject({ spam: 0, spam_reasons: '', notificationQueued: true });
});

test('an enquiry sent with a token a day old (the browser clock did not move) is still a lead, not spam', async ({
  page,
}) => {
  const email = 'stale-tab-old-token@example.com';
  const { form, tokens } = await sendFirstEnquiry(page, 'stale-tab-first-old@example.com');
  const heldToken = await tokenIn(tokens[1]!);
  await fill(form, email, 'Typed yesterday, sent today.');
  server.moveClock(dayAndAnHour);
  const sent = page.waitForResponse(isAnswerTo(path));
  const alert = nextAlert(page);
  await form.getByRole('button', { name: 'Submit details' }).click();
  const answer = await sent;
  expect(answer.status()).toBe(201);
  expect(answer.request().headers()[headerKey(wireHeaders.formToken)]).toBe(heldToken);
  expect(await alert).toMatch(/^Thank you!/);
  const [lead] = storedSubmissionsFor(email, server.dataDir);
  expect(lead).toMatchObject({ spam: 0, spam_reasons: '', notificationQueued: true });
});
