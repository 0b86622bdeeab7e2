import type { FormKind } from '@agency/contract';
import { dayMs } from './relative-time.ts';

/**
 * One valid body per form kind, filled in as a visitor would. Tests start
 * from these and spread in only what they are about (an email in capitals, a
 * message with two lines), so a change to a form's fields is made here once.
 */
export const sampleBodies = {
  contact: {
    username: 'Asha Verma',
    email: 'asha@example.com',
    phone: '9876543210',
    message: 'Hello',
  },
  proposal: {
    firstName: 'Asha',
    lastName: 'Verma',
    company: 'Verma Clinics',
    website: 'https://verma.example',
    email: 'asha@example.com',
    phoneCode: '+91',
    phone: '98765 43210',
    companySize: '11-50',
    heardFrom: 'A friend',
    services: ['SEO', 'PPC'],
    businessDetails: 'Three clinics in Noida.',
    consent: true,
  },
  'uk-enquiry': {
    name: 'Tom Hughes',
    business: 'Hughes & Co',
    email: 'tom@example.co.uk',
    phone: '07700 900123',
    projectType: 'Marketing',
    message: 'A new site',
    heardFrom: 'LinkedIn',
    consent: true,
  },
  'job-application': {
    firstName: 'Priya',
    lastName: 'Nair',
    email: 'priya@example.com',
    phone: '98765 43212',
    streetAddress: '12 MG Road',
    city: 'Bengaluru',
    region: 'Karnataka',
    postalCode: '560001',
    country: 'India',
    position: 'Web Development',
    // A day a candidate could start: four weeks from the real time, so it is never in the past.
    startDate: new Date(Date.now() + 28 * dayMs).toISOString().slice(0, 10),
    coverNote: 'Five years of React and Node.',
    privacyAcknowledged: true,
    keepOnFile: false,
  },
} as const satisfies Record<FormKind, Record<string, unknown>>;
