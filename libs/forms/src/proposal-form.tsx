import { css, type Theme } from '@emotion/react';
import {
  companySizes,
  defaultPhoneCode,
  messages,
  phoneCodes,
  proposalRequestForm,
  serviceOptions,
  type Region,
} from '@agency/contract';
import { ChoiceGroup, FieldPair } from '@agency/ui';
import { registeredFields } from './form-fields.tsx';
import { isRefusal, type Outcome } from './submission/outcome.ts';
import { rateLimitMessage } from './submission/rate-limit.ts';
import { SubmissionForm } from './submission/submission-form.tsx';

// Required: first and last name, company, email, phone, company size
// (docs/requirements.md). Services are starred but choosing none is allowed.
const emptyValues = {
  firstName: '',
  lastName: '',
  company: '',
  website: '',
  email: '',
  phoneCode: defaultPhoneCode,
  phone: '',
  companySize: '',
  heardFrom: '',
  services: [] as string[],
  businessDetails: '',
  consent: false,
};
type ProposalFormValues = typeof emptyValues;

const phoneRowCss = (t: Theme) => css`
  display: grid;
  grid-template-columns: minmax(6.5rem, auto) 1fr;
  gap: ${t.space.md};
  align-items: start;
`;

// The alerts the requirements give this form (the API's own words when it asks the visitor to wait).
const outcome: Outcome = {
  style: 'alert',
  success: () => messages.proposalSuccess,
  failure: (error) => {
    const refusedForVolume = rateLimitMessage(error);
    if (refusedForVolume) return refusedForVolume;
    if (isRefusal(error)) return messages.proposalFailure;
    console.error('Proposal request failed', error);
    return messages.proposalNetworkError;
  },
};

const Field = registeredFields<ProposalFormValues>();

/** The Careers page's proposal request (call 1). `region` says which site it is on. */
export function ProposalForm({ region }: { region: Region }) {
  return (
    <SubmissionForm
      form={proposalRequestForm}
      region={region}
      emptyValues={emptyValues}
      outcome={outcome}
      asTyped={['phone']}
      label="SUBMIT FORM"
      aria-label="Proposal request"
    >
      <FieldPair>
        <Field.Text name="firstName" label="First name" autoComplete="given-name" required />
        <Field.Text name="lastName" label="Last name" autoComplete="family-name" required />
      </FieldPair>
      <FieldPair>
        <Field.Text name="company" label="Company" autoComplete="organization" required />
        <Field.Text name="website" label="Website (optional)" inputMode="url" autoComplete="url" />
      </FieldPair>
      <FieldPair>
        <Field.Text name="email" label="Email" type="email" autoComplete="email" required />
        <div css={phoneRowCss}>
          <Field.Select
            name="phoneCode"
            label="Country code"
            options={phoneCodes.map((code) => ({ label: code, value: code }))}
            autoComplete="tel-country-code"
          />
          <Field.Text name="phone" label="Phone" type="tel" autoComplete="tel-national" required />
        </div>
      </FieldPair>
      <FieldPair>
        <Field.Select
          name="companySize"
          label="Company size"
          placeholder="Choose a size"
          options={companySizes.map((size) => ({ label: size, value: size }))}
          required
        />
        <Field.Text name="heardFrom" label="How did you hear about us? (optional)" />
      </FieldPair>
      <ChoiceGroup
        legend={
          <>
            Services you are interested in <span aria-hidden="true">*</span>
          </>
        }
        columns={3}
      >
        {serviceOptions.map((service) => (
          <Field.Choice name="services" key={service} type="checkbox" label={service} value={service} />
        ))}
      </ChoiceGroup>
      <Field.Text name="businessDetails" label="Tell us about your business (optional)" multiline rows={4} />
      <Field.Choice
        name="consent"
        type="checkbox"
        label="I agree that you may contact me about this proposal (optional)."
      />
    </SubmissionForm>
  );
}
