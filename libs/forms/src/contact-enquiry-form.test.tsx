import { ThemeProvider } from '@emotion/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@agency/ui';
import { ContactEnquiryForm } from './contact-enquiry-form.tsx';

// The network is faked only at the HTTP boundary (fetch); everything above it is real.
function answerWith(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

async function fillAndSubmit() {
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <ContactEnquiryForm />
    </ThemeProvider>,
  );
  await user.type(screen.getByLabelText('Name'), 'Asha Verma');
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.type(screen.getByLabelText('Phone'), '9876543210');
  await user.type(screen.getByLabelText('Message'), 'A new website, please.');
  await user.click(screen.getByRole('button', { name: 'Submit details' }));
  return user;
}

describe('ContactEnquiryForm', () => {
  let alert: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    alert = vi.fn();
    vi.stubGlobal('alert', alert);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts the four fields, alerts the server message and clears the form', async () => {
    const fetchMock = answerWith(201, { id: 'abc', message: 'Thanks — reference abc.' });
    vi.stubGlobal('fetch', fetchMock);
    await fillAndSubmit();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Thanks — reference abc.'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact/query');
    expect(JSON.parse(init.body as string)).toEqual({
      username: 'Asha Verma',
      email: 'asha@example.com',
      phone: '9876543210',
      message: 'A new website, please.',
    });
    for (const label of ['Name', 'Email', 'Phone', 'Message'])
      expect(screen.getByLabelText(label)).toHaveValue('');
  });

  it('alerts the spec text on failure and keeps what was typed', async () => {
    vi.stubGlobal('fetch', answerWith(500, { message: 'down' }));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await fillAndSubmit();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Something went wrong. Please try again.'));
    expect(consoleError).toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Verma');
  });

  it('refuses letters in the phone and ties the error to the field', async () => {
    vi.stubGlobal('fetch', answerWith(201, {}));
    const user = userEvent.setup();
    render(
      <ThemeProvider theme={theme}>
        <ContactEnquiryForm />
      </ThemeProvider>,
    );
    await user.type(screen.getByLabelText('Phone'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Submit details' }));
    const phone = screen.getByLabelText('Phone');
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription('Please use digits only.');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });
});
