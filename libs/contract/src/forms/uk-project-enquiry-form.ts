import { ukProjectEnquirySchema } from '../uk-project-enquiry.ts';
import { defineForm } from './form-definition.ts';

/** Call 3: the UK project enquiry. */
export const ukProjectEnquiryForm = defineForm({
  kind: 'uk-enquiry',
  title: 'UK project enquiry',
  schema: ukProjectEnquirySchema,
  labels: {
    name: 'Name',
    business: 'Business',
    email: 'Email',
    phone: 'Phone',
    projectType: 'Project type',
    message: 'Message',
    heardFrom: 'Heard from',
    consent: 'Consent',
  },
  nameFields: ['name'],
  messageField: 'message',
});
