/** The people and leads the inbox's stories share: four staff, two candidates in India, an enquirer in the UK. */
export const recruiter = 'asha.recruiter@agency.example';
export const marketer = 'tom.marketer@agency.example';
/** An admin of both regions. */
export const admin = 'ravi.admin@agency.example';
/** Asha's colleague in India, whose desk she looks at. */
export const colleague = 'meera.recruiter@agency.example';

/** An India job application, for a position the region's files keep open. */
export const candidate = {
  firstName: 'Priya',
  lastName: 'Nair',
  email: 'priya.nair@example.com',
  phone: '98765 43212',
  streetAddress: '12 MG Road',
  city: 'Bengaluru',
  region: 'Karnataka',
  postalCode: '560001',
  country: 'India',
  position: 'Web Development',
  startDate: '2027-01-04',
  coverNote: 'Five years of React and Node.',
  privacyAcknowledged: true,
  keepOnFile: false,
};

/** A second India candidate, for the same position. */
export const otherCandidate = {
  ...candidate,
  firstName: 'Arjun',
  lastName: 'Rao',
  email: 'arjun.rao@example.com',
  phone: '98765 43213',
};

/** A UK enquiry. */
export const enquiry = {
  name: 'Oliver Hughes',
  business: 'Hughes & Co',
  email: 'oliver.hughes@example.co.uk',
  phone: '07700 900123',
  projectType: 'Marketing',
  message: 'A new site for our shop.',
  heardFrom: 'LinkedIn',
  consent: true,
};
