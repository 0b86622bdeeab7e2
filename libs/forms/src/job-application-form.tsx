import { css, type Theme } from '@emotion/react';
import { jobCountries, jobPositions } from '@agency/contract';
import { ChoiceField, ChoiceGroup, FieldPair, FormGrid, SelectField, TextField } from '@agency/ui';

const howToApplyCss = (t: Theme) => css`
  margin: 0;
  padding: ${t.space.md};
  border-left: 4px solid ${t.colors.brand};
  background: ${t.colors.surface};
`;

/**
 * The Careers page's job application fields (docs/requirements.md). Nothing
 * is submitted from here; the page says plainly how to apply instead. Its
 * HTML is all it is: no island, no script.
 */
export function JobApplicationForm({ applyEmail }: { applyEmail: string }) {
  return (
    // No submit button and many text fields: pressing Enter sends nothing either
    // (a form submits implicitly only when one field could block it).
    <FormGrid aria-label="Job application">
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
