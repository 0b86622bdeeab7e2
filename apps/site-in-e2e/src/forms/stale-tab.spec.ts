import { expect, test, type Page } from '@playwright/test';
import { formTokenPath, headerKey, wireHeaders } from '@agency/contract';
import {
  isAnswerTo,
  nextAlert,
  startMovableClockServer,
  storedSubmissionsFor,
  type MovableClockServer,
} from '@agency/e2e-support';

// A visitor fills the contact form, leaves the tab open for a day, and sends it.
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

async function fillOnItsPage(page: Page, email: string) {
  const tokenAnswered = page.waitForResponse(isTokenAnswer);
  await page.goto(`${server.url}/ContactUs`);
  const form = page.getByRole('form', { name: 'Contact enquiry' });
  await form.getByLabel('Name', { exact: true }).fill('Asha Verma');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Phone', { exact: true }).fill('9876543210');
  await form.getByLabel('Message', { exact: true }).fill('Typed yesterday, sent today.');
  // The form's island has hydrated and holds its token.
  const { token } = (await (await tokenAnswered).json()) as { token: string };
  return { form, token };
}

test('a form sent 25 h after its token was given asks for a new one first, and its enquiry is a lead', async ({
  page,
}) => {
  await page.clock.install();
  const email = 'stale-tab-renewed@example.com';
  const { form, token: firstToken } = await fillOnItsPage(page, email);

  server.moveClock(dayAndAnHour);
  await page.clock.setSystemTime(Date.now() + dayAndAnHour * 3_600_000);
  const renewed = page.waitForResponse(isTokenAnswer);
  const sent = page.waitForResponse(isAnswerTo(path));
  const alert = nextAlert(page);
  await form.getByRole('button', { name: 'Submit details' }).click();
  await renewed;
  const answer = await sent;
  expect(answer.status()).toBe(201);
  expect(await alert).toMatch(/^Thank you! .* Your reference is [\w-]+\.$/);
  const tokenSent = answer.request().headers()[headerKey(wireHeaders.formToken)];
  expect(tokenSent).toBeDefined();
  expect(tokenSent).not.toBe(firstToken);

  const [lead] = storedSubmissionsFor(email, server.dataDir);
  expect(lead).toMatchObject({ spam: 0, spam_reasons: '', notificationQueued: true });
});

test('an enquiry sent with a token a day old (the browser clock did not move) is still a lead, not spam', async ({
  page,
}) => {
  const email = 'stale-tab-old-token@example.com';
  const { form, token } = await fillOnItsPage(page, email);
  server.moveClock(dayAndAnHour);
  const sent = page.waitForResponse(isAnswerTo(path));
  const alert = nextAlert(page);
  await form.getByRole('button', { name: 'Submit details' }).click();
  const answer = await sent;
  expect(answer.status()).toBe(201);
  expect(answer.request().headers()[headerKey(wireHeaders.formToken)]).toBe(token);
  expect(await alert).toMatch(/^Thank you!/);
  const [lead] = storedSubmissionsFor(email, server.dataDir);
  expect(lead).toMatchObject({ spam: 0, spam_reasons: '', notificationQueued: true });
});
