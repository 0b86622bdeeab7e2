import { css, type Theme } from '@emotion/react';
import { useId } from 'react';
import { contactEnquiryForm, messages, type ContactEnquiry, type Region } from '@agency/contract';
import { registeredFields } from './form-fields.tsx';
import { isRefusal, type Outcome } from './submission/outcome.ts';
import { SubmissionForm } from './submission/submission-form.tsx';

const emptyValues: Record<keyof ContactEnquiry, string> = { username: '', email: '', phone: '', message: '' };

const headingCss = (t: Theme) => css`
  margin: 0 0 ${t.space.md};
  font-size: ${t.fontSizes.xl};
`;

// The paragraph under the form (docs/requirements.md): the server's message or
// its status when it refuses, the error's own message when no answer came.
const outcome: Outcome = {
  style: 'inline',
  success: () => messages.callbackSuccess,
  failure: (error) => {
    if (isRefusal(error))
      return error.serverMessage ?? `${messages.callbackServerRespondedPrefix}${error.status}`;
    console.error('Callback request failed', error);
    return error instanceof Error ? error.message : String(error);
  },
};

const Field = registeredFields<typeof emptyValues>();

/**
 * The UK home page hero's callback request (call 2). Name, email and message
 * are trimmed before sending; the phone is kept as typed rather than turned
 * into a number, which would drop a leading 0 or + (docs/spec-deviations.md).
 * It draws no card of its own: the hero's panel it sits in is the card.
 */
export function UkCallbackForm({ region }: { region: Region }) {
  const headingId = useId();
  return (
    <>
      <h2 css={headingCss} id={headingId}>
        Request a callback
      </h2>
      <SubmissionForm
        form={contactEnquiryForm}
        region={region}
        emptyValues={emptyValues}
        outcome={outcome}
        asTyped={['phone']}
        label="Request a Callback"
        pendingLabel="Sending…"
        aria-labelledby={headingId}
      >
        <Field.Text name="username" label="Name" autoComplete="name" required />
        <Field.Text name="email" label="Email" type="email" autoComplete="email" required />
        <Field.Text name="phone" label="Phone" type="tel" autoComplete="tel" required />
        <Field.Text name="message" label="Message" multiline rows={3} required />
      </SubmissionForm>
    </>
  );
}
