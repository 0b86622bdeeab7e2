import { css, type Theme } from '@emotion/react';
import type { FormEvent } from 'react';
import { jobCountries, jobPositions } from '@agency/contract';
import { TextField } from '@agency/ui';
import { ChoiceField } from './choice-field.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import { FieldPair, FormGrid } from './form-layout.tsx';
import { SelectField } from './select-field.tsx';

const howToApplyCss = (t: Theme) => css`
  margin: 0;
  padding: ${t.space.md};
  border-left: 4px solid ${t.colors.brand};
  background: ${t.colors.surface};
`;

// The spec's job application form sends nothing (spec sections 3 and 4), so
// pressing Enter in a field must not reload the page either.
function keepOnPage(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
}

/**
 * The Careers page's job application fields (spec section 3). Nothing is
 * submitted from here; the page says plainly how to apply instead.
 */
export function JobApplicationForm({ applyEmail }: { applyEmail: string }) {
  return (
    <FormGrid onSubmit={keepOnPage} noValidate aria-label="Job application">
      <p css={howToApplyCss}>
        This form is not sent from the website. To apply, email your CV to{' '}
        <a href={`mailto:${applyEmail}?subject=${encodeURIComponent('Job application')}`}>{applyEmail}</a>{' '}
        with the details below and the position you want in the subject line.
      </p>
      <FieldPair>
        <TextField label="First name" name="firstName" autoComplete="given-name" />
        <TextField label="Last name" name="lastName" autoComplete="family-name" />
      </FieldPair>
      <FieldPair>
        <TextField label="Email" name="email" type="email" autoComplete="email" />
        <TextField label="Phone" name="phone" type="tel" autoComplete="tel" />
      </FieldPair>
      <TextField label="Street address" name="streetAddress" autoComplete="street-address" />
      <FieldPair>
        <TextField label="City" name="city" autoComplete="address-level2" />
        <TextField label="State / region" name="region" autoComplete="address-level1" />
      </FieldPair>
      <FieldPair>
        <TextField label="Postal code" name="postalCode" autoComplete="postal-code" />
        <SelectField
          label="Country"
          name="country"
          autoComplete="country-name"
          options={jobCountries.map((country) => ({ label: country, value: country }))}
        />
      </FieldPair>
      <ChoiceGroup legend="Desired position" columns={2}>
        {jobPositions.map((position) => (
          <ChoiceField key={position} type="radio" name="position" value={position} label={position} />
        ))}
      </ChoiceGroup>
      <TextField label="Available start date" name="startDate" type="date" />
    </FormGrid>
  );
}
