import type { Page } from '@playwright/test';

/** The proposal form of a Careers page (India's or the UK's), once the page has settled. */
export async function openProposalForm(page: Page, careersPath: string) {
  await page.goto(careersPath, { waitUntil: 'networkidle' });
  return page.getByRole('form', { name: 'Proposal request' });
}

/** Opens the proposal form and fills its required fields only. */
export async function fillProposalRequired(page: Page, careersPath: string) {
  const form = await openProposalForm(page, careersPath);
  await form.getByLabel('First name', { exact: true }).fill('Asha');
  await form.getByLabel('Last name', { exact: true }).fill('Verma');
  await form.getByLabel('Company', { exact: true }).fill('Verma Clinics');
  await form.getByLabel('Email', { exact: true }).fill('asha@example.com');
  await form.getByLabel('Phone', { exact: true }).fill('98765 43210');
  await form.getByLabel('Company size', { exact: true }).selectOption('51-200');
  return form;
}
