/** The constants of requirements §3 and §9, in the requirements' order. */
export const serviceOptions = [
  'App Development',
  'Web Development',
  'SEO',
  'PPC',
  'Social Media Organic',
  'Social Media Ads',
  'Web Design',
  'CRO',
  'Reputation / Reviews',
  'Local SEO',
  'Content Writing',
  'Photography / Video',
  'Web Hosting',
  'Amazon Marketing',
  'Email Marketing',
  'ADA Compliance',
  'Link Building',
] as const;
export type ServiceOption = (typeof serviceOptions)[number];

export const companySizes = ['1-10', '11-50', '51-200', '201+'] as const;
export type CompanySize = (typeof companySizes)[number];

export const phoneCodes = ['+91', '+44'] as const;
export const defaultPhoneCode = '+91';
export type PhoneCode = (typeof phoneCodes)[number];

/** UK enquiry "how did you hear about us": one of these or empty. */
export const heardFromOptions = ['LinkedIn', 'Google', 'Referral'] as const;
export type HeardFrom = (typeof heardFromOptions)[number] | '';

export const projectTypes = ['Web Development', 'Mobile App', 'Marketing'] as const;
export type ProjectType = (typeof projectTypes)[number];

/** The labels the UK enquiry shows, each mapped onto the value it sends (docs/requirements.md §3). */
export const projectTypeLabels = [
  { label: 'digital Marketing', value: 'Marketing' },
  { label: 'SMM', value: 'Marketing' },
  { label: 'Web Design', value: 'Marketing' },
  { label: 'SEO', value: 'Web Development' },
  { label: 'Ecommerce Platform', value: 'Web Development' },
  { label: 'Recruitment Service', value: 'Web Development' },
  { label: 'PPC', value: 'Mobile App' },
  { label: 'CRM Development', value: 'Mobile App' },
] as const satisfies readonly { label: string; value: ProjectType }[];

export const jobCountries = ['India'] as const;
