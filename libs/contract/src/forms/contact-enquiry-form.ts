import { contactEnquirySchema } from '../contact-enquiry.ts';
import { defineForm } from './form-definition.ts';

/** Call 2: the India contact enquiry and the UK callback request. */
export const contactEnquiryForm = defineForm({
  kind: 'contact',
  title: 'Contact enquiry',
  schema: contactEnquirySchema,
  labels: { username: 'Name', email: 'Email', phone: 'Phone', message: 'Message' },
  nameFields: ['username'],
  messageField: 'message',
  visitorMessages: {
    username: { required: 'Please enter your name.' },
    email: { required: 'Please enter your email address.', invalid: 'Please enter a valid email address.' },
    phone: { required: 'Please enter your phone number.' },
    message: { required: 'Please enter a message.' },
  },
});
