import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectTypeLabels } from '@agency/contract';
import { deferredAnswer, installFakeApi } from './testing/fake-api.ts';
import { renderForm } from './testing/render-form.tsx';
import { UkProjectEnquiryForm } from './uk-project-enquiry-form.tsx';

async function fill(user: UserEvent, projectType = 'SMM') {
  await user.type(screen.getByLabelText('Name'), 'Tom Hughes');
  await user.type(screen.getByLabelText('Business name'), 'Hughes & Co');
  await user.type(screen.getByLabelText('Email'), 'tom@example.co.uk');
  await user.type(screen.getByLabelText('Phone'), '07700 900123');
  await user.selectOptions(screen.getByLabelText('Project type'), projectType);
  await user.type(screen.getByLabelText('Message'), 'A new site and some ads.');
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Submit details' }));
const status = () => screen.getByRole('status');

describe('UkProjectEnquiryForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the eight project-type labels and the three heard-from choices', () => {
    installFakeApi();
    renderForm(<UkProjectEnquiryForm region="uk" />);
    const types = within(screen.getByLabelText('Project type')).getAllByRole('option');
    expect(types.map((o) => o.textContent)).toEqual([
      'Choose a project type',
      ...projectTypeLabels.map((o) => o.label),
    ]);
    const heard = within(screen.getByLabelText('How did you hear about us? (optional)')).getAllByRole(
      'option',
    );
    expect(heard.map((o) => o.textContent)).toEqual(['Choose one', 'LinkedIn', 'Google', 'Referral']);
  });

  it('sends the requirements body with the label mapped onto its value, thanks and clears', async () => {
    const api = installFakeApi({ status: 201, body: { id: 'r1', message: 'Stored.' } });
    const user = renderForm(<UkProjectEnquiryForm region="uk" />);
    await fill(user, 'CRM Development');
    await user.selectOptions(screen.getByLabelText('How did you hear about us? (optional)'), 'Referral');
    await submit(user);
    await waitFor(() => expect(status()).toHaveTextContent('Thank you! We’ll be in touch.'));
    // The form's token, asked for as it hydrated (with how long the page had been shown), and sent.
    expect(api.requests[0]).toMatchObject({
      method: 'GET',
      url: expect.stringMatching(/^\/api\/form-token\?shown=\d+$/),
    });
    expect(api.posts()[0]!.headers.get('X-XSRF-TOKEN')).toBe('token-1');
    const [post] = api.posts();
    expect(post!.url).toBe('/api/Ukfrom/Ukcontact');
    expect(post!.body).toEqual({
      name: 'Tom Hughes',
      business: 'Hughes & Co',
      email: 'tom@example.co.uk',
      phone: '07700 900123',
      projectType: 'Mobile App',
      message: 'A new site and some ads.',
      heardFrom: 'Referral',
      consent: true,
    });
    expect(post!.headers.get('X-Site-Region')).toBe('uk');
    for (const label of ['Name', 'Business name', 'Email', 'Phone', 'Project type', 'Message'])
      expect(screen.getByLabelText(label)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
  });

  it.each(projectTypeLabels.map(({ label, value }) => [label, value] as const))(
    'sends the label %s as %s',
    async (label, value) => {
      const api = installFakeApi();
      const user = renderForm(<UkProjectEnquiryForm region="uk" />);
      await fill(user, label);
      await submit(user);
      await waitFor(() => expect(api.posts()).toHaveLength(1));
      expect(api.posts()[0]!.body).toMatchObject({ projectType: value, heardFrom: '' });
    },
  );

  it("shows 'Submitting…' on a disabled button while the request is under way", async () => {
    const pending = deferredAnswer();
    installFakeApi(pending.promise);
    const user = renderForm(<UkProjectEnquiryForm region="uk" />);
    await fill(user);
    await submit(user);
    expect(await screen.findByRole('button', { name: 'Submitting…' })).toBeDisabled();
    pending.answer(201, { id: 'r1', message: 'Stored.' });
    await waitFor(() => expect(status()).toHaveTextContent('Thank you! We’ll be in touch.'));
    expect(screen.getByRole('button', { name: 'Submit details' })).toBeEnabled();
  });

  it("shows the server's message, or 'Failed to submit form' without one, and keeps the values", async () => {
    installFakeApi({ status: 400, body: { message: 'email: Must be an email address.' } }, { status: 500 });
    const user = renderForm(<UkProjectEnquiryForm region="uk" />);
    await fill(user);
    await submit(user);
    await waitFor(() => expect(status()).toHaveTextContent(/^email: Must be an email address\.$/));
    expect(screen.getByLabelText('Business name')).toHaveValue('Hughes & Co');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    await submit(user);
    await waitFor(() => expect(status()).toHaveTextContent(/^Failed to submit form$/));
  });

  it("shows a network failure's own message and logs it", async () => {
    installFakeApi('network-error');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = renderForm(<UkProjectEnquiryForm region="uk" />);
    await fill(user);
    await submit(user);
    await waitFor(() => expect(status()).toHaveTextContent(/^Failed to fetch$/));
    expect(consoleError).toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('Tom Hughes');
    consoleError.mockRestore();
  });

  it('requires every field but heard-from, consent included, and focuses the first one missing', async () => {
    const api = installFakeApi();
    const user = renderForm(<UkProjectEnquiryForm region="uk" />);
    await user.type(screen.getByLabelText('Name'), 'Tom Hughes');
    await submit(user);
    const business = screen.getByLabelText('Business name');
    await waitFor(() => expect(business).toHaveFocus());
    expect(business).toHaveAccessibleDescription('Please enter your business name.');
    expect(screen.getByLabelText('Project type')).toHaveAccessibleDescription(
      'Please choose a project type.',
    );
    const consent = screen.getByRole('checkbox', { name: /I agree/ });
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(consent).toHaveAccessibleDescription('Please tick the box so that we may contact you.');
    expect(screen.getByLabelText('How did you hear about us? (optional)')).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(api.posts()).toEqual([]);
  });
});
