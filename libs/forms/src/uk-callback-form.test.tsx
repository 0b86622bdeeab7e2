import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredAnswer, installFakeApi } from './testing/fake-api.ts';
import { renderForm } from './testing/render-form.tsx';
import { UkCallbackForm } from './uk-callback-form.tsx';

async function fill(user: UserEvent) {
  await user.type(screen.getByLabelText('Name'), '  Tom Hughes ');
  await user.type(screen.getByLabelText('Email'), ' tom@example.co.uk ');
  await user.type(screen.getByLabelText('Phone'), '+44 07700 900123 ');
  await user.type(screen.getByLabelText('Message'), ' Mornings are best. ');
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Request a Callback' }));
const status = () => screen.getByRole('status');

describe('UkCallbackForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a form token, sends trimmed text with the phone as typed, thanks and clears', async () => {
    const api = installFakeApi({ status: 201, body: { id: 'r1', message: 'Stored.' } });
    const user = renderForm(<UkCallbackForm region="uk" />);
    await waitFor(() =>
      expect(api.requests[0]).toMatchObject({
        method: 'GET',
        url: expect.stringMatching(/^\/api\/form-token\?shown=\d+$/),
      }),
    );
    expect(status()).toHaveTextContent('');
    await fill(user);
    await submit(user);
    await waitFor(() => expect(status()).toHaveTextContent('Thank you! We’ll contact you soon.'));
    const [post] = api.posts();
    expect(post!.url).toBe('/api/contact/query');
    expect(post!.body).toEqual({
      username: 'Tom Hughes',
      email: 'tom@example.co.uk',
      phone: '+44 07700 900123 ',
      message: 'Mornings are best.',
    });
    expect(post!.headers.get('X-Site-Region')).toBe('uk');
    expect(post!.headers.get('X-Honeypot')).toBe('');
    expect(post!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(post!.headers.get('X-XSRF-TOKEN')).toBe('token-1');
    // The token is used up: the form asks for the next one at once.
    await waitFor(() =>
      expect(api.requests.at(-1)).toMatchObject({ method: 'GET', url: '/api/form-token?shown=0' }),
    );
    for (const label of ['Name', 'Email', 'Phone', 'Message'])
      expect(screen.getByLabelText(label)).toHaveValue('');
  });

  it("shows 'Sending…' on a disabled button while the request is under way", async () => {
    const pending = deferredAnswer();
    installFakeApi(pending.promise);
    const user = renderForm(<UkCallbackForm region="uk" />);
    await fill(user);
    await submit(user);
    const button = await screen.findByRole('button', { name: 'Sending…' });
    expect(button).toBeDisabled();
    pending.answer(201, { id: 'r1', message: 'Stored.' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Request a Callback' })).toBeEnabled());
  });

  it("shows the server's message on a refusal and keeps what was typed", async () => {
    installFakeApi({ status: 429, body: { message: 'Too many requests. Please try again in 10 minutes.' } });
    const user = renderForm(<UkCallbackForm region="uk" />);
    await fill(user);
    await submit(user);
    await waitFor(() =>
      expect(status()).toHaveTextContent('Too many requests. Please try again in 10 minutes.'),
    );
    expect(screen.getByLabelText('Name')).toHaveValue('  Tom Hughes ');
    expect(screen.getByLabelText('Phone')).toHaveValue('+44 07700 900123 ');
  });

  it("says 'Server responded' and the status when the refusal has no message", async () => {
    installFakeApi({ status: 503 });
    const user = renderForm(<UkCallbackForm region="uk" />);
    await fill(user);
    await submit(user);
    await waitFor(() => expect(status()).toHaveTextContent(/^Server responded 503$/));
  });

  it("shows a network failure's own message, logs it, and a new submit clears the old message", async () => {
    const pending = deferredAnswer();
    installFakeApi('network-error', pending.promise);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = renderForm(<UkCallbackForm region="uk" />);
    await fill(user);
    await submit(user);
    await waitFor(() => expect(status()).toHaveTextContent(/^Failed to fetch$/));
    expect(consoleError).toHaveBeenCalled();
    expect(screen.getByLabelText('Message')).toHaveValue(' Mornings are best. ');

    await submit(user);
    await screen.findByRole('button', { name: 'Sending…' });
    expect(status()).toHaveTextContent(/^$/);
    pending.answer(201, { id: 'r2', message: 'Stored.' });
    await waitFor(() => expect(status()).toHaveTextContent('Thank you! We’ll contact you soon.'));
    consoleError.mockRestore();
  });

  it("shows an unreadable answer's own message and logs it", async () => {
    installFakeApi({ status: 200, raw: '<html>proxy page</html>' });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = renderForm(<UkCallbackForm region="uk" />);
    await fill(user);
    await submit(user);
    await waitFor(() =>
      expect(status()).toHaveTextContent(/^The server sent an answer that could not be read\.$/),
    );
    expect(consoleError).toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('  Tom Hughes ');
    consoleError.mockRestore();
  });

  it('blocks an empty required field, says why, and focuses the first one', async () => {
    const api = installFakeApi();
    const user = renderForm(<UkCallbackForm region="uk" />);
    await user.type(screen.getByLabelText('Email'), 'tom@example.co.uk');
    await user.type(screen.getByLabelText('Message'), '   ');
    await submit(user);
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your name.');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Please enter your phone number.');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Please enter a message.');
    expect(api.posts()).toEqual([]);
  });

  it('clears an error as soon as the field is put right', async () => {
    installFakeApi();
    const user = renderForm(<UkCallbackForm region="uk" />);
    await submit(user);
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveAccessibleDescription('Please enter your name.'));
    await user.type(name, 'Tom');
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
    expect(name).toHaveAccessibleDescription('');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('after a request is sent and the form cleared, checks the next one the same way', async () => {
    const api = installFakeApi({ status: 201, body: { id: 'r1', message: 'Stored.' } });
    const user = renderForm(<UkCallbackForm region="uk" />);
    await fill(user);
    await submit(user);
    await waitFor(() => expect(status()).toHaveTextContent('Thank you! We’ll contact you soon.'));
    await submit(user);
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('Please enter your name.');
    expect(api.posts()).toHaveLength(1);
  });

  it('sends what a bot typed into the hidden honeypot, which people and screen readers never meet', async () => {
    const api = installFakeApi();
    const user = renderForm(<UkCallbackForm region="uk" />);
    expect(screen.queryByRole('textbox', { name: /leave this field empty/i })).toBeNull();
    const trap = document.querySelector<HTMLInputElement>('input[name="fax"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    await fill(user);
    trap.value = 'http://spam.example';
    await submit(user);
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    expect(api.posts()[0]!.headers.get('X-Honeypot')).toBe('http://spam.example');
  });
});
