import type { z } from 'zod';
import type { FormKind } from '../wire.ts';
import { contactEnquiryForm } from './contact-enquiry-form.ts';
import { jobApplicationForm } from './job-application-form.ts';
import type { FormDefinition } from './form-definition.ts';
import { proposalRequestForm } from './proposal-request-form.ts';
import { ukProjectEnquiryForm } from './uk-project-enquiry-form.ts';

/** Every sending form, keyed by its kind (a kind without a form, or a form under another kind, fails to compile). */
export const formDefinitions = {
  proposal: proposalRequestForm,
  contact: contactEnquiryForm,
  'uk-enquiry': ukProjectEnquiryForm,
  'job-application': jobApplicationForm,
} as const satisfies { readonly [Kind in FormKind]: FormDefinition<Kind, z.ZodObject> };

/** What a form is called, in mails and in the inbox. */
export const formTitle = (form: FormKind): string => formDefinitions[form].title;

/** The validated body of a form kind. */
export type FormBody<Kind extends FormKind> = z.output<(typeof formDefinitions)[Kind]['schema']>;
