import { expect, test } from '@playwright/test';
import { fillProposalRequired, isAnswerTo, nextAlert, storedSubmission } from '@agency/e2e-support';

// The proposal form's behaviour is tested on the India Careers page (site-in-e2e); here, what the UK page changes.
const path = '/api/submit';

test('the UK Careers page stores its proposal as a UK one, with no service chosen', async ({ page }) => {
  const form = await fillProposalRequired(page, '/uk/Careers');
  const answer = page.waitForResponse(isAnswerTo(path));
  const alert = nextAlert(page);
  await form.getByRole('button', { name: 'SUBMIT FORM' }).click();
  expect(await alert).toBe('Form submitted successfully!');
  const { id } = (await (await answer).json()) as { id: string };
  const row = storedSubmission(id);
  expect(row).toMatchObject({ form: 'proposal', region: 'uk' });
  expect(JSON.parse(row!.body)).toMatchObject({ services: [], consent: false, phoneCode: '+91' });
});
