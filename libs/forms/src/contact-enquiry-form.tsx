import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { limits, messages, type ContactEnquiry } from '@agency/contract';
import { useContactQuery, useFormToken } from '@agency/api-client';
import { FormFields, registeredFields } from './form-fields.tsx';
import { FormGrid } from './form-layout.tsx';
import { resolverOnFirstUse } from './resolver-on-first-use.ts';
import { FormFooter } from './form-footer.tsx';
import { honeypotValueOf } from './honeypot-field.tsx';
import { FormsQueryProvider } from './query-client.tsx';
import { rateLimitMessage } from './rate-limit.ts';

// The browser form keeps the phone as typed text; digits and the usual
// separators only, so letters are refused as the spec's numeric input does.
// Its own rules for every field of the contract's enquiry (`satisfies` fails
// the build should the contract gain or lose one), not the contract's schema
// extended: that schema would be built as the forms' code loads, the longest
// part of its evaluation, on pages that may not even show this form.
function contactFormSchema() {
  return z.strictObject({
    username: z.string().trim().min(1, 'Please enter your name.').max(limits.name),
    email: z
      .string()
      .trim()
      .min(1, 'Please enter your email address.')
      .pipe(z.email('Please enter a valid email address.')),
    phone: z
      .string()
      .trim()
      .min(1, 'Please enter your phone number.')
      .max(limits.phone)
      .regex(/^[0-9+()\s-]+$/, 'Please use digits only.'),
    message: z.string().trim().min(1, 'Please enter a message.').max(limits.message),
  } satisfies Record<keyof ContactEnquiry, z.ZodType>);
}
const contactFormResolver = resolverOnFirstUse(contactFormSchema);

type ContactFormValues = z.infer<ReturnType<typeof contactFormSchema>>;

const emptyValues: ContactFormValues = { username: '', email: '', phone: '', message: '' };

/** The form: its submission, with its fields as `children` (see FormFields). */
function ContactEnquiryFormHost({ children }: { children: ReactNode }) {
  useFormToken();
  const { control, handleSubmit, reset } = useForm<ContactFormValues>({
    resolver: contactFormResolver,
    defaultValues: emptyValues,
  });
  const mutation = useContactQuery();

  const onSubmit = handleSubmit(async (values, event) => {
    try {
      const answer = await mutation.mutateAsync({
        body: values,
        context: { region: 'in', honeypot: honeypotValueOf(event) },
      });
      window.alert(answer.message);
      reset(emptyValues);
    } catch (error) {
      console.error('Contact enquiry failed', error);
      window.alert(rateLimitMessage(error) ?? messages.contactFailure);
    }
  });

  return (
    <FormGrid onSubmit={onSubmit} noValidate aria-label="Contact enquiry">
      <FormFields control={control}>{children}</FormFields>
      <FormFooter label="Submit details" pendingLabel="Sending…" pending={mutation.isPending} />
    </FormGrid>
  );
}

const Field = registeredFields<ContactFormValues>();

function ContactEnquiryFields() {
  return (
    <>
      <Field.Text name="username" label="Name" autoComplete="name" required />
      <Field.Text name="email" label="Email" type="email" autoComplete="email" required />
      <Field.Text name="phone" label="Phone" type="tel" inputMode="numeric" autoComplete="tel" required />
      <Field.Text name="message" label="Message" multiline required />
    </>
  );
}

/** The India landing page's enquiry form (spec call 2). */
export function ContactEnquiryForm() {
  return (
    <FormsQueryProvider>
      <ContactEnquiryFormHost>
        <ContactEnquiryFields />
      </ContactEnquiryFormHost>
    </FormsQueryProvider>
  );
}
