import { proposalRequestSchema } from '../proposal-request.ts';
import { defineForm } from './form-definition.ts';

/** Call 1: the Careers page proposal request. */
export const proposalRequestForm = defineForm({
  kind: 'proposal',
  title: 'Proposal request',
  schema: proposalRequestSchema,
  labels: {
    firstName: 'First name',
    lastName: 'Last name',
    company: 'Company',
    website: 'Website',
    email: 'Email',
    phoneCode: 'Phone code',
    phone: 'Phone',
    companySize: 'Company size',
    heardFrom: 'Heard from',
    services: 'Services',
    businessDetails: 'Business details',
    consent: 'Consent',
  },
  nameFields: ['firstName', 'lastName'],
  messageField: 'businessDetails',
  visitorMessages: {
    firstName: { required: 'Please enter your first name.' },
    lastName: { required: 'Please enter your last name.' },
    company: { required: 'Please enter your company name.' },
    email: { required: 'Please enter your email address.', invalid: 'Please enter a valid email address.' },
    phone: { required: 'Please enter your phone number.' },
    companySize: { required: 'Please choose your company size.' },
  },
});
