import { css, type Theme } from '@emotion/react';
import {
  heardFromOptions,
  messages,
  projectTypeLabels,
  ukProjectEnquiryForm,
  type Region,
} from '@agency/contract';
import { FieldPair } from '@agency/ui';
import { registeredFields } from './form-fields.tsx';
import { isRefusal, type Outcome } from './submission/outcome.ts';
import { SubmissionForm } from './submission/submission-form.tsx';

const emptyValues = {
  name: '',
  business: '',
  email: '',
  phone: '',
  projectType: '',
  message: '',
  heardFrom: '',
  consent: false,
};

const cardCss = (t: Theme) => css`
  padding: ${t.space.lg};
  border-radius: ${t.radii.lg};
  background: ${t.colors.surface};
`;

// The paragraph under the form (docs/requirements.md).
const outcome: Outcome = {
  style: 'inline',
  success: () => messages.enquirySuccess,
  failure: (error) => {
    if (isRefusal(error)) return error.serverMessage ?? messages.enquiryFailure;
    console.error('Project enquiry failed', error);
    return error instanceof Error ? error.message : messages.enquiryFailure;
  },
};

const Field = registeredFields<typeof emptyValues>();

/**
 * The UK project enquiry (the UK home and contact pages; call 3). The select
 * shows the eight project type labels; each option's value is the project type
 * it maps onto, so the browser sends that value with or without scripts.
 */
export function UkProjectEnquiryForm({ region }: { region: Region }) {
  return (
    <div css={cardCss}>
      <SubmissionForm
        form={ukProjectEnquiryForm}
        region={region}
        emptyValues={emptyValues}
        outcome={outcome}
        asTyped={['phone']}
        label="Submit details"
        pendingLabel="Submitting…"
        aria-label="Project enquiry"
      >
        <FieldPair>
          <Field.Text name="name" label="Name" autoComplete="name" required />
          <Field.Text name="business" label="Business name" autoComplete="organization" required />
        </FieldPair>
        <FieldPair>
          <Field.Text name="email" label="Email" type="email" autoComplete="email" required />
          <Field.Text name="phone" label="Phone" type="tel" autoComplete="tel" required />
        </FieldPair>
        <Field.Select
          name="projectType"
          label="Project type"
          placeholder="Choose a project type"
          options={projectTypeLabels.map(({ label, value }) => ({ label, value }))}
          required
        />
        <Field.Text name="message" label="Message" multiline rows={4} required />
        <Field.Select
          name="heardFrom"
          label="How did you hear about us? (optional)"
          placeholder="Choose one"
          options={heardFromOptions.map((option) => ({ label: option, value: option }))}
        />
        <Field.Choice
          name="consent"
          type="checkbox"
          label="I agree that you may store these details and contact me about this enquiry."
          required
        />
      </SubmissionForm>
    </div>
  );
}
