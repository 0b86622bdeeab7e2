import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobPositions } from '@agency/contract';
import { JobApplicationForm } from './job-application-form.tsx';
import { installFakeApi } from './testing/fake-api.ts';
import { renderForm } from './testing/render-form.tsx';

const fields = [
  'First name',
  'Last name',
  'Email',
  'Phone',
  'Street address',
  'City',
  'State / region',
  'Postal code',
  'Country',
  'Available start date',
];

describe('JobApplicationForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('labels every field, offers India only and six positions as one radio choice', async () => {
    renderForm(<JobApplicationForm applyEmail="careers@example.com" />);
    const form = screen.getByRole('form', { name: 'Job application' });
    for (const label of fields) expect(within(form).getByLabelText(label)).not.toBeRequired();
    const countries = within(screen.getByLabelText('Country')).getAllByRole('option');
    expect(countries.map((o) => o.textContent)).toEqual(['India']);
    const group = screen.getByRole('group', { name: 'Desired position' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual([...jobPositions]);
    expect(screen.getByLabelText('Available start date')).toHaveAttribute('type', 'date');
  });

  it('says how to apply by email, and never sends anything or leaves the page', async () => {
    const api = installFakeApi();
    const user = renderForm(<JobApplicationForm applyEmail="careers@example.com" />);
    expect(
      screen.getByText(/This form is not sent from the website\. To apply, email your CV to/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'careers@example.com' })).toHaveAttribute(
      'href',
      'mailto:careers@example.com?subject=Job%20application',
    );
    expect(screen.queryByRole('button')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Web Design' }));
    await user.click(screen.getByRole('radio', { name: 'SEO' }));
    expect(screen.getByRole('radio', { name: 'Web Design' })).not.toBeChecked();
    await user.type(screen.getByLabelText('First name'), 'Ravi{Enter}');
    expect(screen.getByLabelText('First name')).toHaveValue('Ravi');
    expect(api.requests).toEqual([]);
  });
});
