import { css, type Theme } from '@emotion/react';
import { clientConfig } from '@agency/api-client';
import { jobApplicationForm, jobCountries, type Region } from '@agency/contract';
import { regionPath } from '@agency/content';
import { FieldPair } from '@agency/ui';
import { CvField } from './cv-field.tsx';
import { registeredFields } from './form-fields.tsx';
import { isRefusal, type Outcome } from './submission/outcome.ts';
import { rateLimitMessage } from './submission/rate-limit.ts';
import { SubmissionForm } from './submission/submission-form.tsx';

// Required: first and last name, email, position, the CV and the privacy notice's acknowledgement.
const emptyValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  streetAddress: '',
  city: '',
  region: '',
  postalCode: '',
  country: jobCountries[0],
  position: '',
  startDate: '',
  coverNote: '',
  privacyAcknowledged: false,
  keepOnFile: false,
};

const cardCss = (t: Theme) => css`
  padding: ${t.space.lg};
  border-radius: ${t.radii.lg};
  background: ${t.colors.paper};
`;

const failedToSend = 'Your application could not be sent. Please try again, or email us your CV.';

// The paragraph under the form: the API's own words (the reference, or why the CV was refused).
const outcome: Outcome = {
  style: 'inline',
  success: (answer) => answer.message,
  failure: (error) => {
    const refusedForVolume = rateLimitMessage(error);
    if (refusedForVolume) return refusedForVolume;
    if (isRefusal(error)) return error.serverMessage ?? failedToSend;
    console.error('Job application failed', error);
    return error instanceof Error ? `${error.message} ${failedToSend}` : failedToSend;
  },
};

const Field = registeredFields<typeof emptyValues>();

export interface JobApplicationFormProps {
  region: Region;
  /** The titles of the region's open positions (its collection), the form's choices. */
  positions: readonly string[];
  /** The title chosen already: a position's own page, whose form applies for it. */
  position?: string | undefined;
}

/**
 * The Careers page's job application, sent with the candidate's CV
 * (docs/spec-deviations.md): a real multipart form the browser posts by
 * itself without scripts; with them, the CV is checked first, then uploaded
 * with its progress shown, and the outcome shown under the form.
 */
export function JobApplicationForm({ region, positions, position }: JobApplicationFormProps) {
  const privacyNotice = regionPath(region, '/privacy');
  // Chosen in the prerendered HTML too, so the form posted without scripts sends it.
  const values = { ...emptyValues, position: position ?? '' };
  return (
    <div css={cardCss}>
      <SubmissionForm
        form={jobApplicationForm}
        region={region}
        emptyValues={values}
        outcome={outcome}
        asTyped={['phone', 'coverNote']}
        cvMaxBytes={clientConfig.cvMaxBytes}
        label="Send application"
        pendingLabel="Sending…"
        aria-label="Job application"
      >
        <FieldPair>
          <Field.Text name="firstName" label="First name" autoComplete="given-name" required />
          <Field.Text name="lastName" label="Last name" autoComplete="family-name" required />
        </FieldPair>
        <FieldPair>
          <Field.Text name="email" label="Email" type="email" autoComplete="email" required />
          <Field.Text name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />
        </FieldPair>
        <Field.Text name="streetAddress" label="Street address (optional)" autoComplete="street-address" />
        <FieldPair>
          <Field.Text name="city" label="City (optional)" autoComplete="address-level2" />
          <Field.Text name="region" label="State / region (optional)" autoComplete="address-level1" />
        </FieldPair>
        <FieldPair>
          <Field.Text name="postalCode" label="Postal code (optional)" autoComplete="postal-code" />
          <Field.Select
            name="country"
            label="Country"
            autoComplete="country-name"
            options={jobCountries.map((country) => ({ label: country, value: country }))}
          />
        </FieldPair>
        <Field.Radios
          name="position"
          legend="Desired position"
          options={positions}
          chosen={position}
          columns={2}
          required
        />
        <Field.Text name="startDate" label="Available start date (optional)" type="date" />
        <Field.Text name="coverNote" label="Cover note (optional)" multiline rows={4} />
        <CvField maxBytes={clientConfig.cvMaxBytes} />
        <Field.Choice
          name="privacyAcknowledged"
          type="checkbox"
          label={
            <>
              I have read the <a href={privacyNotice}>candidate privacy notice</a>: how my application and CV
              are used and how long they are kept.
            </>
          }
          required
        />
        <Field.Choice
          name="keepOnFile"
          type="checkbox"
          label="Keep my CV on file for other roles, for up to 24 months (optional)."
        />
      </SubmissionForm>
    </div>
  );
}
