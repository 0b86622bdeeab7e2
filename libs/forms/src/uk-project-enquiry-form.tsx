import { css, type Theme } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { heardFromOptions, limits, messages, projectTypeLabels } from '@agency/contract';
import { ApiRequestError, useFormToken, useUkProjectEnquiry } from '@agency/api-client';
import { emailRule, requiredAsTyped, requiredTrimmed } from './field-rules.ts';
import { FormFields, registeredFields } from './form-fields.tsx';
import { FieldPair, FormGrid } from './form-layout.tsx';
import { FormStatus } from './form-status.tsx';
import { resolverOnFirstUse } from './resolver-on-first-use.ts';
import { FormFooter } from './form-footer.tsx';
import { honeypotValueOf } from './honeypot-field.tsx';
import { FormsQueryProvider } from './query-client.tsx';

const labels = projectTypeLabels.map((option) => option.label);
type ProjectTypeLabel = (typeof projectTypeLabels)[number]['label'];

// The select shows the spec's eight labels; each one is sent as the value it
// maps onto (spec section 3), so the form keeps the label and maps on submit.
function enquiryFormSchema() {
  return z.object({
    name: requiredTrimmed('Please enter your name.', limits.name),
    business: requiredTrimmed('Please enter your business name.', limits.company),
    email: emailRule(),
    phone: requiredAsTyped('Please enter your phone number.', limits.phone),
    projectType: z
      .string()
      .refine((value): value is ProjectTypeLabel => labels.includes(value as ProjectTypeLabel), {
        error: 'Please choose a project type.',
      })
      .transform((label) => projectTypeLabels.find((option) => option.label === label)!.value),
    message: requiredTrimmed('Please enter a message.', limits.message),
    heardFrom: z.enum(['', ...heardFromOptions]),
    consent: z
      .boolean()
      .refine((ticked) => ticked, { error: 'Please tick the box so that we may contact you.' })
      .transform(() => true as const),
  });
}
const enquiryFormResolver = resolverOnFirstUse(enquiryFormSchema);

type EnquiryFormValues = z.input<ReturnType<typeof enquiryFormSchema>>;

const emptyValues: EnquiryFormValues = {
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

/** What the visitor reads when the enquiry fails (spec section 8). */
function failureText(error: unknown): string {
  if (error instanceof ApiRequestError && error.kind === 'http') {
    return error.serverMessage ?? messages.enquiryFailure;
  }
  console.error('Project enquiry failed', error);
  return error instanceof Error ? error.message : messages.enquiryFailure;
}

/** The form: its submission and outcome, with its fields as `children` (see FormFields). */
function UkProjectEnquiryFormHost({ children }: { children: ReactNode }) {
  useFormToken();
  const mutation = useUkProjectEnquiry();
  const [success, setSuccess] = useState('');
  const [error, setError] = useState('');
  const { control, handleSubmit, reset } = useForm<
    EnquiryFormValues,
    unknown,
    z.output<ReturnType<typeof enquiryFormSchema>>
  >({
    resolver: enquiryFormResolver,
    defaultValues: emptyValues,
  });

  const onSubmit = handleSubmit(async (values, event) => {
    setSuccess('');
    setError('');
    try {
      await mutation.mutateAsync({
        body: values,
        context: { region: 'uk', honeypot: honeypotValueOf(event) },
      });
      setSuccess(messages.enquirySuccess);
      reset(emptyValues);
    } catch (failure) {
      setError(failureText(failure));
    }
  });

  return (
    <div css={cardCss}>
      <FormGrid onSubmit={onSubmit} noValidate aria-label="Project enquiry">
        <FormFields control={control}>{children}</FormFields>
        <FormFooter label="Submit details" pendingLabel="Submitting…" pending={mutation.isPending} />
        <FormStatus success={success} error={error} />
      </FormGrid>
    </div>
  );
}

const Field = registeredFields<EnquiryFormValues>();

function UkProjectEnquiryFields() {
  return (
    <>
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
        options={projectTypeLabels.map(({ label }) => ({ label, value: label }))}
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
    </>
  );
}

/** The UK home page's project enquiry (spec call 3). */
export function UkProjectEnquiryForm() {
  return (
    <FormsQueryProvider>
      <UkProjectEnquiryFormHost>
        <UkProjectEnquiryFields />
      </UkProjectEnquiryFormHost>
    </FormsQueryProvider>
  );
}
