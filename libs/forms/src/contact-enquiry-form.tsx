import { contactEnquiryForm, messages, type ContactEnquiry, type Region } from '@agency/contract';
import { registeredFields } from './form-fields.tsx';
import type { Outcome } from './submission/outcome.ts';
import { rateLimitMessage } from './submission/rate-limit.ts';
import { SubmissionForm } from './submission/submission-form.tsx';

const emptyValues: Record<keyof ContactEnquiry, string> = { username: '', email: '', phone: '', message: '' };

/**
 * The phone is a number field in the requirements: digits and the usual
 * separators only, letters refused. As an HTML `pattern` (checked by the
 * browser without scripts) and the same text as the check with them.
 */
const phonePattern = '[0-9 \\(\\)+\\-]+';
const phoneCharacters = new RegExp(`^(?:${phonePattern})$`, 'v');

// The alert the requirements give this form: the API's message on success, one
// text for any failure (but the API's own words when it asks the visitor to wait).
const outcome: Outcome = {
  style: 'alert',
  success: (answer) => answer.message,
  failure: (error) => {
    console.error('Contact enquiry failed', error);
    return rateLimitMessage(error) ?? messages.contactFailure;
  },
};

const Field = registeredFields<typeof emptyValues>();

/** The India site's enquiry form (the landing page and the contact page; call 2). */
export function ContactEnquiryForm({ region }: { region: Region }) {
  return (
    <SubmissionForm
      form={contactEnquiryForm}
      region={region}
      emptyValues={emptyValues}
      outcome={outcome}
      asTyped={['phone']}
      browserRules={{
        phone: (value) =>
          typeof value === 'string' && value.trim() !== '' && !phoneCharacters.test(value)
            ? 'Please use digits only.'
            : undefined,
      }}
      label="Submit details"
      pendingLabel="Sending…"
      aria-label="Contact enquiry"
    >
      <Field.Text name="username" label="Name" autoComplete="name" required />
      <Field.Text name="email" label="Email" type="email" autoComplete="email" required />
      <Field.Text
        name="phone"
        label="Phone"
        type="tel"
        inputMode="numeric"
        pattern={phonePattern}
        autoComplete="tel"
        required
      />
      <Field.Text name="message" label="Message" multiline required />
    </SubmissionForm>
  );
}
