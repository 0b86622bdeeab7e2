import { jobApplicationSchema } from '../job-application.ts';
import { defineForm } from './form-definition.ts';

/** The Careers page's job application, sent with the candidate's CV. */
export const jobApplicationForm = defineForm({
  kind: 'job-application',
  title: 'Job application',
  schema: jobApplicationSchema,
  labels: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    streetAddress: 'Street address',
    city: 'City',
    region: 'State / region',
    postalCode: 'Postal code',
    country: 'Country',
    position: 'Desired position',
    startDate: 'Available start date',
    coverNote: 'Cover note',
    privacyAcknowledged: 'Privacy notice acknowledged',
    keepOnFile: 'Keep CV on file for other roles',
  },
  nameFields: ['firstName', 'lastName'],
  messageField: 'coverNote',
  visitorMessages: {
    firstName: { required: 'Please enter your first name.' },
    lastName: { required: 'Please enter your last name.' },
    email: { required: 'Please enter your email address.', invalid: 'Please enter a valid email address.' },
    position: { required: 'Please choose the position you are applying for.' },
    startDate: { invalid: 'Please enter a date, or leave it empty.' },
    privacyAcknowledged: { required: 'Please confirm that you have read the candidate privacy notice.' },
  },
});
