import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  companySizes,
  defaultPhoneCode,
  limits,
  messages,
  phoneCodes,
  serviceOptions,
  type CompanySize,
} from '@agency/contract';
import type { Region } from '@agency/contract';
import { ApiRequestError, useFormToken, useProposalSubmission } from '@agency/api-client';
import { ChoiceGroup } from './choice-group.tsx';
import { emailRule, optionalTrimmed, requiredAsTyped, requiredTrimmed } from './field-rules.ts';
import { FormFields, registeredFields } from './form-fields.tsx';
import { FieldPair, FormGrid } from './form-layout.tsx';
import { resolverOnFirstUse } from './resolver-on-first-use.ts';
import { FormFooter } from './form-footer.tsx';
import { honeypotValueOf } from './honeypot-field.tsx';
import { FormsQueryProvider } from './query-client.tsx';
import { rateLimitMessage } from './rate-limit.ts';

// Required: first and last name, company, email, phone, company size (spec
// section 5). Services are starred but choosing none is allowed.
function proposalFormSchema() {
  return z.object({
    firstName: requiredTrimmed('Please enter your first name.', limits.name),
    lastName: requiredTrimmed('Please enter your last name.', limits.name),
    company: requiredTrimmed('Please enter your company name.', limits.company),
    website: optionalTrimmed(limits.url),
    email: emailRule(),
    phoneCode: z.enum(phoneCodes),
    phone: requiredAsTyped('Please enter your phone number.', limits.phone),
    companySize: z
      .string()
      .refine((value): value is CompanySize => companySizes.includes(value as CompanySize), {
        error: 'Please choose your company size.',
      }),
    heardFrom: optionalTrimmed(limits.company),
    services: z.array(z.enum(serviceOptions)),
    businessDetails: optionalTrimmed(limits.message),
    consent: z.boolean(),
  });
}
const proposalFormResolver = resolverOnFirstUse(proposalFormSchema);

type ProposalFormValues = z.input<ReturnType<typeof proposalFormSchema>>;

const defaultValues: ProposalFormValues = {
  firstName: '',
  lastName: '',
  company: '',
  website: '',
  email: '',
  phoneCode: defaultPhoneCode,
  phone: '',
  companySize: '',
  heardFrom: '',
  services: [],
  businessDetails: '',
  consent: false,
};

const phoneRowCss = (t: Theme) => css`
  display: grid;
  grid-template-columns: minmax(6.5rem, auto) 1fr;
  gap: ${t.space.md};
  align-items: start;
`;

/** The alert for a failed proposal (spec section 8). */
function failureText(error: unknown): string {
  const refusedForVolume = rateLimitMessage(error);
  if (refusedForVolume) return refusedForVolume;
  if (error instanceof ApiRequestError && error.kind === 'http') return messages.proposalFailure;
  console.error('Proposal request failed', error);
  return messages.proposalNetworkError;
}

/** The form: its submission, with its fields as `children` (see FormFields). */
function ProposalFormHost({ region, children }: { region: Region; children: ReactNode }) {
  useFormToken();
  const mutation = useProposalSubmission();
  const { control, handleSubmit, reset } = useForm<
    ProposalFormValues,
    unknown,
    z.output<ReturnType<typeof proposalFormSchema>>
  >({
    resolver: proposalFormResolver,
    defaultValues,
  });

  const onSubmit = handleSubmit(async (values, event) => {
    try {
      await mutation.mutateAsync({ body: values, context: { region, honeypot: honeypotValueOf(event) } });
      window.alert(messages.proposalSuccess);
      reset(defaultValues);
    } catch (failure) {
      window.alert(failureText(failure));
    }
  });

  return (
    <FormGrid onSubmit={onSubmit} noValidate aria-label="Proposal request">
      <FormFields control={control}>{children}</FormFields>
      <FormFooter label="SUBMIT FORM" pending={mutation.isPending} />
    </FormGrid>
  );
}

const Field = registeredFields<ProposalFormValues>();

function ProposalFields() {
  return (
    <>
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
    </>
  );
}

/** The Careers page's proposal request (spec call 1). `region` says which site it is on. */
export function ProposalForm({ region }: { region: Region }) {
  return (
    <FormsQueryProvider>
      <ProposalFormHost region={region}>
        <ProposalFields />
      </ProposalFormHost>
    </FormsQueryProvider>
  );
}
