import { describe, expect, it } from 'vitest';
import { companySizes, phoneCodes, projectTypeLabels, serviceOptions } from './options.ts';
import { proposalRequestSchema } from './proposal-request.ts';
import { ukProjectEnquirySchema } from './uk-project-enquiry.ts';

describe('spec constants', () => {
  it('lists 17 services, 4 company sizes and 2 phone codes in spec order', () => {
    expect(serviceOptions).toHaveLength(17);
    expect(serviceOptions[0]).toBe('App Development');
    expect(serviceOptions[16]).toBe('Link Building');
    expect(companySizes).toEqual(['1-10', '11-50', '51-200', '201+']);
    expect(phoneCodes[0]).toBe('+91');
  });

  it('maps every project-type label onto one of the three values', () => {
    const map = Object.fromEntries(projectTypeLabels.map((l) => [l.label, l.value]));
    expect(map).toEqual({
      'digital Marketing': 'Marketing',
      SMM: 'Marketing',
      'Web Design': 'Marketing',
      SEO: 'Web Development',
      'Ecommerce Platform': 'Web Development',
      'Recruitment Service': 'Web Development',
      PPC: 'Mobile App',
      'CRM Development': 'Mobile App',
    });
  });
});

describe('proposal request schema (call 1)', () => {
  const valid = {
    firstName: 'Asha',
    lastName: 'Verma',
    company: 'Verma Clinics',
    website: '',
    email: 'asha@example.com',
    phoneCode: '+91',
    phone: '9876543210',
    companySize: '11-50',
    heardFrom: '',
    services: [],
    businessDetails: '',
    consent: false,
  };
  it('accepts the requirements body with no service chosen', () => {
    expect(proposalRequestSchema.parse(valid)).toEqual(valid);
  });
  it('refuses coerced types', () => {
    expect(proposalRequestSchema.safeParse({ ...valid, consent: 'true' }).success).toBe(false);
    expect(proposalRequestSchema.safeParse({ ...valid, services: 'SEO' }).success).toBe(false);
    expect(proposalRequestSchema.safeParse({ ...valid, services: ['Knitting'] }).success).toBe(false);
    expect(proposalRequestSchema.safeParse({ ...valid, companySize: '5' }).success).toBe(false);
  });
});

describe('UK project enquiry schema (call 3)', () => {
  const valid = {
    name: 'Tom Hughes',
    business: 'Hughes & Co',
    email: 'tom@example.co.uk',
    phone: '07700 900123',
    projectType: 'Marketing',
    message: 'A new site',
    heardFrom: '',
    consent: true,
  };
  it('accepts the requirements body and requires consent to be true', () => {
    expect(ukProjectEnquirySchema.parse(valid)).toEqual(valid);
    expect(ukProjectEnquirySchema.safeParse({ ...valid, consent: false }).success).toBe(false);
    expect(ukProjectEnquirySchema.safeParse({ ...valid, projectType: 'SEO' }).success).toBe(false);
    expect(ukProjectEnquirySchema.safeParse({ ...valid, heardFrom: 'Facebook' }).success).toBe(false);
  });
});
