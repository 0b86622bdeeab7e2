import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ContactEnquiryForm } from './contact-enquiry-form.tsx';
import { installFakeApi } from './testing/fake-api.ts';
import { renderForm } from './testing/render-form.tsx';

async function fillAndSubmit() {
  const user = renderForm(<ContactEnquiryForm region="in" />);
  await user.type(screen.getByLabelText('Name'), 'Asha Verma');
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.type(screen.getByLabelText('Phone'), '9876543210');
  await user.type(screen.getByLabelText('Message'), 'A new website, please.');
  await user.click(screen.getByRole('button', { name: 'Submit details' }));
  return user;
}

describe('ContactEnquiryForm', () => {
  let alert: Mock<(text: string) => void>;
  beforeEach(() => {
    alert = vi.fn();
    vi.stubGlobal('alert', alert);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts the four fields, alerts the server message and clears the form', async () => {
    const api = installFakeApi({ status: 201, body: { id: 'abc', message: 'Thanks — reference abc.' } });
    await fillAndSubmit();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Thanks — reference abc.'));
    // The form's token, asked for as it hydrated (with how long the page had been shown), and sent.
    expect(api.requests[0]).toMatchObject({
      method: 'GET',
      url: expect.stringMatching(/^\/api\/form-token\?shown=\d+$/),
    });
    expect(api.posts()[0]!.headers.get('X-XSRF-TOKEN')).toBe('token-1');
    const [post] = api.posts();
    expect(post!.url).toBe('/api/contact/query');
    expect(post!.body).toEqual({
      username: 'Asha Verma',
      email: 'asha@example.com',
      phone: '9876543210',
      message: 'A new website, please.',
    });
    expect(post!.headers.get('X-Site-Region')).toBe('in');
    expect(post!.headers.get('X-Honeypot')).toBe('');
    for (const label of ['Name', 'Email', 'Phone', 'Message'])
      expect(screen.getByLabelText(label)).toHaveValue('');
  });

  it.each([
    ['a server error', { status: 500, body: { message: 'down' } }],
    ['a network failure', 'network-error' as const],
  ])('alerts the requirements text on %s, logs it and keeps what was typed', async (_, answer) => {
    installFakeApi(answer);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await fillAndSubmit();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Something went wrong. Please try again.'));
    expect(consoleError).toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Verma');
    expect(screen.getByLabelText('Message')).toHaveValue('A new website, please.');
    consoleError.mockRestore();
  });

  it("alerts the API's own words when it refuses for too many submissions", async () => {
    installFakeApi({ status: 429, body: { message: 'Too many requests. Please try again in 10 minutes.' } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await fillAndSubmit();
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Too many requests. Please try again in 10 minutes.'),
    );
  });

  it('refuses letters in the phone and ties the error to the field', async () => {
    const api = installFakeApi();
    const user = renderForm(<ContactEnquiryForm region="in" />);
    await user.type(screen.getByLabelText('Phone'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Submit details' }));
    const phone = screen.getByLabelText('Phone');
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription('Please use digits only.');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please enter your name.');
    expect(api.posts()).toEqual([]);
  });
});
