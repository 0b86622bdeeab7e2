import { css, type Theme } from '@emotion/react';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { limits, messages } from '@agency/contract';
import { ApiRequestError, useContactQuery, useFormToken } from '@agency/api-client';
import { emailRule, requiredAsTyped, requiredTrimmed } from './field-rules.ts';
import { FormStatus } from './form-status.tsx';
import { FormFields, registeredFields } from './form-fields.tsx';
import { FormGrid } from './form-layout.tsx';
import { resolverOnFirstUse } from './resolver-on-first-use.ts';
import { FormFooter } from './form-footer.tsx';
import { honeypotValueOf } from './honeypot-field.tsx';
import { FormsQueryProvider } from './query-client.tsx';

// Name, email and message are trimmed before sending (spec section 5). The
// phone is kept as typed rather than turned into a number, which would drop a
// leading 0 or + (docs/spec-deviations.md).
function callbackFormSchema() {
  return z.object({
    name: requiredTrimmed('Please enter your name.', limits.name),
    email: emailRule(),
    phone: requiredAsTyped('Please enter your phone number.', limits.phone),
    message: requiredTrimmed('Please enter a message.', limits.message),
  });
}
const callbackFormResolver = resolverOnFirstUse(callbackFormSchema);

type CallbackFormValues = z.input<ReturnType<typeof callbackFormSchema>>;

const emptyValues: CallbackFormValues = { name: '', email: '', phone: '', message: '' };

const cardCss = (t: Theme) => css`
  padding: ${t.space.lg};
  border-radius: ${t.radii.lg};
  background: ${t.colors.paper};
  box-shadow: ${t.shadows.raised};
`;

const headingCss = (t: Theme) => css`
  margin: 0 0 ${t.space.md};
  font-size: ${t.fontSizes.xl};
`;

/** What the visitor reads when the callback request fails (spec section 8). */
function failureText(error: unknown): string {
  if (error instanceof ApiRequestError && error.kind === 'http') {
    return error.serverMessage ?? `${messages.callbackServerRespondedPrefix}${error.status}`;
  }
  console.error('Callback request failed', error);
  return error instanceof Error ? error.message : String(error);
}

/** The form: its heading, submission and outcome, with its fields as `children` (see FormFields). */
function UkCallbackFormHost({ children }: { children: ReactNode }) {
  useFormToken();
  const headingId = useId();
  const mutation = useContactQuery();
  const [success, setSuccess] = useState('');
  const [error, setError] = useState('');
  const { control, handleSubmit, reset } = useForm<
    CallbackFormValues,
    unknown,
    z.output<ReturnType<typeof callbackFormSchema>>
  >({
    resolver: callbackFormResolver,
    defaultValues: emptyValues,
  });

  const onSubmit = handleSubmit(async (values, event) => {
    setSuccess('');
    setError('');
    try {
      await mutation.mutateAsync({
        body: { username: values.name, email: values.email, phone: values.phone, message: values.message },
        context: { region: 'uk', honeypot: honeypotValueOf(event) },
      });
      setSuccess(messages.callbackSuccess);
      reset(emptyValues);
    } catch (failure) {
      setError(failureText(failure));
    }
  });

  return (
    <div css={cardCss}>
      <h2 css={headingCss} id={headingId}>
        Request a callback
      </h2>
      <FormGrid onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        <FormFields control={control}>{children}</FormFields>
        <FormFooter label="Request a Callback" pendingLabel="Sending…" pending={mutation.isPending} />
        <FormStatus success={success} error={error} />
      </FormGrid>
    </div>
  );
}

const Field = registeredFields<CallbackFormValues>();

function UkCallbackFields() {
  return (
    <>
      <Field.Text name="name" label="Name" autoComplete="name" required />
      <Field.Text name="email" label="Email" type="email" autoComplete="email" required />
      <Field.Text name="phone" label="Phone" type="tel" autoComplete="tel" required />
      <Field.Text name="message" label="Message" multiline rows={3} required />
    </>
  );
}

/** The UK home page hero's callback request (spec call 2, UK). */
export function UkCallbackForm() {
  return (
    <FormsQueryProvider>
      <UkCallbackFormHost>
        <UkCallbackFields />
      </UkCallbackFormHost>
    </FormsQueryProvider>
  );
}
