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
  visitorMessages: {
    name: { required: 'Please enter your name.' },
    business: { required: 'Please enter your business name.' },
    email: { required: 'Please enter your email address.', invalid: 'Please enter a valid email address.' },
    phone: { required: 'Please enter your phone number.' },
    projectType: { required: 'Please choose a project type.' },
    message: { required: 'Please enter a message.' },
    consent: { required: 'Please tick the box so that we may contact you.' },
  },
});
