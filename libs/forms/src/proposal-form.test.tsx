import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { serviceOptions } from '@agency/contract';
import { ProposalForm } from './proposal-form.tsx';
import { installFakeApi, type Answer } from './testing/fake-api.ts';
import { renderForm } from './testing/render-form.tsx';

async function fillRequired(user: UserEvent) {
  await user.type(screen.getByLabelText('First name'), 'Asha');
  await user.type(screen.getByLabelText('Last name'), 'Verma');
  await user.type(screen.getByLabelText('Company'), 'Verma Clinics');
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.type(screen.getByLabelText('Phone'), '9876543210');
  await user.selectOptions(screen.getByLabelText('Company size'), '11-50');
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'SUBMIT FORM' }));
const servicesGroup = () => screen.getByRole('group', { name: 'Services you are interested in' });

describe('ProposalForm', () => {
  let alert: Mock<(text: string) => void>;
  beforeEach(() => {
    alert = vi.fn();
    vi.stubGlobal('alert', alert);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts at the defaults: +91, no size, 17 unticked services in a starred group, consent off', () => {
    installFakeApi();
    renderForm(<ProposalForm region="in" />);
    expect(screen.getByLabelText('Country code')).toHaveValue('+91');
    const codes = within(screen.getByLabelText('Country code')).getAllByRole('option');
    expect(codes.map((o) => o.textContent)).toEqual(['+91', '+44']);
    const sizes = within(screen.getByLabelText('Company size')).getAllByRole('option');
    expect(sizes.map((o) => o.textContent)).toEqual(['Choose a size', '1-10', '11-50', '51-200', '201+']);
    // The star is shown (docs/requirements.md §5) but not read out: nothing enforces a choice.
    expect(servicesGroup().querySelector('legend')).toHaveTextContent('Services you are interested in *');
    const boxes = within(servicesGroup()).getAllByRole('checkbox');
    expect(boxes.map((b) => b.getAttribute('value'))).toEqual([...serviceOptions]);
    for (const box of boxes) expect(box).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
  });

  it('sends every spec key, alerts success and resets to the defaults', async () => {
    const api = installFakeApi({ status: 201, body: { id: 'p1', message: 'Stored.' } });
    const user = renderForm(<ProposalForm region="uk" />);
    await fillRequired(user);
    await user.type(screen.getByLabelText('Website (optional)'), 'https://verma.example');
    await user.selectOptions(screen.getByLabelText('Country code'), '+44');
    await user.type(screen.getByLabelText('How did you hear about us? (optional)'), 'A friend');
    await user.click(within(servicesGroup()).getByRole('checkbox', { name: 'SEO' }));
    await user.click(within(servicesGroup()).getByRole('checkbox', { name: 'Link Building' }));
    await user.type(screen.getByLabelText('Tell us about your business (optional)'), 'Three clinics.');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await submit(user);

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Form submitted successfully!'));
    // The form's token, asked for as it hydrated (with how long the page had been shown), and sent.
    expect(api.requests[0]).toMatchObject({
      method: 'GET',
      url: expect.stringMatching(/^\/api\/form-token\?shown=\d+$/),
    });
    expect(api.posts()[0]!.headers.get('X-XSRF-TOKEN')).toBe('token-1');
    const [post] = api.posts();
    expect(post!.url).toBe('/api/submit');
    expect(post!.headers.get('X-Site-Region')).toBe('uk');
    expect(post!.body).toEqual({
      firstName: 'Asha',
      lastName: 'Verma',
      company: 'Verma Clinics',
      website: 'https://verma.example',
      email: 'asha@example.com',
      phoneCode: '+44',
      phone: '9876543210',
      companySize: '11-50',
      heardFrom: 'A friend',
      services: ['SEO', 'Link Building'],
      businessDetails: 'Three clinics.',
      consent: true,
    });
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('Country code')).toHaveValue('+91');
    expect(screen.getByLabelText('Company size')).toHaveValue('');
    for (const box of within(servicesGroup()).getAllByRole('checkbox')) expect(box).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
  });

  it('does not require a service: the required fields alone are sent with empty optionals', async () => {
    const api = installFakeApi();
    const user = renderForm(<ProposalForm region="in" />);
    await fillRequired(user);
    await submit(user);
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Form submitted successfully!'));
    expect(api.posts()[0]!.body).toMatchObject({
      website: '',
      phoneCode: '+91',
      heardFrom: '',
      services: [],
      businessDetails: '',
      consent: false,
    });
    expect(api.posts()[0]!.headers.get('X-Site-Region')).toBe('in');
  });

  it.each<[string, Answer, string, boolean]>([
    ['a server error', { status: 500, body: { message: 'down' } }, 'Failed to submit form.', false],
    ['a validation refusal', { status: 400, body: { message: 'bad' } }, 'Failed to submit form.', false],
    ['a network failure', 'network-error', 'Something went wrong.', true],
    [
      'too many submissions',
      { status: 429, body: { message: 'Too many requests. Please try again in 10 minutes.' } },
      'Too many requests. Please try again in 10 minutes.',
      false,
    ],
  ])('on %s alerts the right text and keeps the values', async (_, answer, text, logged) => {
    installFakeApi(answer);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = renderForm(<ProposalForm region="in" />);
    await fillRequired(user);
    await user.click(within(servicesGroup()).getByRole('checkbox', { name: 'PPC' }));
    await submit(user);
    await waitFor(() => expect(alert).toHaveBeenCalledWith(text));
    expect(consoleError).toHaveBeenCalledTimes(logged ? 1 : 0);
    expect(screen.getByLabelText('First name')).toHaveValue('Asha');
    expect(screen.getByLabelText('Company size')).toHaveValue('11-50');
    expect(within(servicesGroup()).getByRole('checkbox', { name: 'PPC' })).toBeChecked();
    consoleError.mockRestore();
  });

  it('blocks empty required fields, ties each message to its field and focuses the first', async () => {
    const api = installFakeApi();
    const user = renderForm(<ProposalForm region="in" />);
    await user.type(screen.getByLabelText('First name'), 'Asha');
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await submit(user);
    const lastName = screen.getByLabelText('Last name');
    await waitFor(() => expect(lastName).toHaveFocus());
    expect(lastName).toHaveAttribute('aria-invalid', 'true');
    expect(lastName).toHaveAccessibleDescription('Please enter your last name.');
    expect(screen.getByLabelText('Company')).toHaveAccessibleDescription('Please enter your company name.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Please enter your phone number.');
    expect(screen.getByLabelText('Company size')).toHaveAccessibleDescription(
      'Please choose your company size.',
    );
    expect(screen.getByLabelText('Website (optional)')).not.toHaveAttribute('aria-invalid');
    expect(api.posts()).toEqual([]);
    expect(alert).not.toHaveBeenCalled();
  });
});
