import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cvMessages, defaultCvMaxBytes } from '@agency/contract';
import { JobApplicationForm } from './job-application-form.tsx';
import { installFakeApi, installFakeUpload } from './testing/fake-api.ts';
import { renderForm } from './testing/render-form.tsx';

const cvError = cvMessages(defaultCvMaxBytes);
/** A region's open positions, as its page passes them from its collection. */
const positions = ['SEO', 'Web Development'];
const pdf = (bytes = '%PDF-1.7\n% a CV\n', name = 'cv.pdf') =>
  new File([bytes], name, { type: 'application/pdf' });

async function fillRequired(user: UserEvent) {
  await user.type(screen.getByLabelText('First name'), 'Priya');
  await user.type(screen.getByLabelText('Last name'), 'Nair');
  await user.type(screen.getByLabelText('Email'), 'priya@example.com');
  await user.click(screen.getByRole('radio', { name: 'Web Development' }));
  await user.click(screen.getByRole('checkbox', { name: /I have read the candidate privacy notice/ }));
}

const send = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Send application' }));
const status = () => screen.getByRole('status');

describe('JobApplicationForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a multipart form with the required fields, the CV and the privacy notice of its region', () => {
    installFakeApi();
    renderForm(<JobApplicationForm region="uk" positions={positions} />);
    const form = screen.getByRole('form', { name: 'Job application' });
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    expect(form).toHaveAttribute('action', '/api/careers/application');
    for (const label of ['First name', 'Last name', 'Email'])
      expect(screen.getByLabelText(label)).toBeRequired();
    for (const label of ['Phone (optional)', 'City (optional)', 'Cover note (optional)'])
      expect(screen.getByLabelText(label)).not.toBeRequired();
    const cv = screen.getByLabelText('CV');
    expect(cv).toHaveAttribute('type', 'file');
    expect(cv).toBeRequired();
    expect(cv).toHaveAccessibleDescription(
      'Your CV as a PDF, Word (DOCX), OpenDocument (ODT) or RTF file of at most 5 MB.',
    );
    const radios = within(screen.getByRole('group', { name: 'Desired position' })).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(positions);
    for (const radio of radios) expect(radio).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'candidate privacy notice' })).toHaveAttribute(
      'href',
      '/uk/privacy',
    );
    expect(screen.getByRole('checkbox', { name: /I have read/ })).toBeRequired();
    const keep = screen.getByRole('checkbox', { name: /Keep my CV on file for other roles/ });
    expect(keep).not.toBeChecked();
    expect(keep).not.toBeRequired();
  });

  it("on a position's own page, has that position chosen", () => {
    installFakeApi();
    renderForm(<JobApplicationForm region="in" positions={positions} position="Web Development" />);
    expect(screen.getByRole('radio', { name: 'Web Development' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'SEO' })).not.toBeChecked();
  });

  it('checks the CV by its bytes and size before anything is sent, with every field at fault shown at once', async () => {
    installFakeApi();
    const upload = installFakeUpload({ status: 201, body: { id: 'r1', message: 'Stored.' } });
    const user = renderForm(<JobApplicationForm region="in" positions={positions} />);
    await send(user);
    expect(await screen.findByText('Please enter your first name.')).toBeVisible();
    expect(screen.getByText('Please choose the position you are applying for.')).toBeVisible();
    expect(screen.getByLabelText('CV')).toHaveAccessibleDescription(expect.stringContaining(cvError.missing));

    await fillRequired(user);
    const cases: [File, string][] = [
      [pdf('MZ not a PDF at all', 'cv.pdf'), cvError.wrongType],
      [new File(['Plain text.'], 'cv.docx'), cvError.wrongType],
      [new File([], 'cv.pdf'), cvError.empty],
      [pdf(`%PDF-1.7\n${'x'.repeat(defaultCvMaxBytes)}`), cvError.tooLarge],
    ];
    for (const [file, message] of cases) {
      await user.upload(screen.getByLabelText('CV'), file);
      await send(user);
      await waitFor(() =>
        expect(screen.getByLabelText('CV')).toHaveAccessibleDescription(expect.stringContaining(message)),
      );
      expect(screen.getByLabelText('CV')).toHaveFocus();
    }
    expect(upload.uploads).toEqual([]);
  });

  it('uploads the form and the CV as the browser would post them, shows the progress, then the reference, and clears', async () => {
    const api = installFakeApi();
    const upload = installFakeUpload({
      status: 201,
      body: {
        id: 'r9',
        message: 'Thank you! We have received your application and your CV. Your reference is r9.',
      },
    });
    const user = renderForm(<JobApplicationForm region="in" positions={positions} />);
    await waitFor(() => expect(api.requests[0]?.method).toBe('GET'));
    await fillRequired(user);
    const cv = pdf();
    await user.upload(screen.getByLabelText('CV'), cv);
    await send(user);
    await waitFor(() => expect(upload.uploads).toHaveLength(1));
    const [sent] = upload.uploads;
    expect(sent!.url).toBe('/api/careers/application');
    expect(sent!.headers).toMatchObject({ Accept: 'application/json', 'X-XSRF-TOKEN': 'token-1' });
    expect(sent!.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    expect(sent!.body.get('firstName')).toBe('Priya');
    expect(sent!.body.get('privacyAcknowledged')).toBe('on');
    expect(sent!.body.has('keepOnFile')).toBe(false);
    expect(sent!.body.get('site_region')).toBe('in');
    expect(sent!.body.get('fax')).toBe('');
    expect((sent!.body.get('cv') as File).name).toBe('cv.pdf');

    expect(await screen.findByRole('button', { name: 'Uploading… 0%' })).toBeDisabled();
    act(() => upload.step());
    expect(await screen.findByRole('button', { name: 'Uploading… 50%' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '50');
    act(() => upload.step());
    expect(await screen.findByRole('button', { name: 'Uploading… 100%' })).toBeDisabled();
    act(() => upload.step());
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        'Thank you! We have received your application and your CV. Your reference is r9.',
      ),
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send application' })).toBeEnabled();
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('CV')).toHaveValue('');
  });

  it("shows the API's reason when it refuses, and keeps what was typed", async () => {
    installFakeApi();
    const upload = installFakeUpload(
      { status: 413, body: { message: 'Some fields are missing or invalid.' } },
      [],
    );
    const user = renderForm(<JobApplicationForm region="in" positions={positions} />);
    await fillRequired(user);
    await user.upload(screen.getByLabelText('CV'), pdf());
    await send(user);
    await waitFor(() => expect(upload.steps()).toBe(1));
    act(() => upload.step());
    await waitFor(() => expect(status()).toHaveTextContent('Some fields are missing or invalid.'));
    expect(screen.getByLabelText('First name')).toHaveValue('Priya');
  });
});
