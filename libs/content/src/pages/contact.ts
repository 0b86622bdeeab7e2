import type { Region } from '@agency/contract';
import type { CardsSectionData, PageMeta } from './page-content.ts';

export const contactMeta: Record<Region, PageMeta> = {
  in: {
    path: '/ContactUs',
    title: 'Contact us: Noida office, phone, fax and email',
    description:
      'Call, email, fax or visit our Noida office, or send an enquiry online. Phones open 24/7; a specialist replies within one working day.',
  },
  uk: {
    path: '/ContactUs',
    title: 'Contact us: London office, phone and email',
    description:
      'Reach our London headquarters or Noida office by phone, email or in person, or send a project enquiry. We reply within one working day.',
  },
};

export const contactIntro = {
  eyebrow: 'Contact',
  heading: 'Talk to a specialist about your next project',
  lead: 'Call, email or drop in: whichever you choose, you reach a person who can answer your question, not a ticket queue.',
} as const;

export const contactFormSection = {
  heading: 'Send us an enquiry',
  lead: 'Tell us what you want to achieve and how to reach you. We reply within one working day.',
} as const;

export const contactOfficesSection = {
  heading: 'Our offices',
  lead: 'Visit us, call us or write to us. Phone lines are answered 24/7.',
} as const;

/** Where each office is, for the click-to-load map. */
export const officeMapLocations = {
  'uk-hq': { latitude: 51.5149, longitude: -0.1247 },
  'india-branch': { latitude: 28.627, longitude: 77.3725 },
} as const;

/** How an enquiry is handled, in plain words, on the contact page (the full notice is at /privacy). */
export const contactPolicies: CardsSectionData = {
  kind: 'cards',
  id: 'policies',
  columns: 3,
  heading: 'Policies',
  lead: 'What happens to the details you send us.',
  items: [
    {
      title: 'Privacy',
      description:
        'We use what you send through our forms only to answer your enquiry. It is stored on our own servers, never sold and never shared with advertisers.',
    },
    {
      title: 'Your data, your choice',
      description:
        'Ask us by email and we will show you everything we hold about you, or erase every enquiry sent from your address.',
    },
    {
      title: 'No tracking cookies',
      description:
        'This site sets one strictly necessary cookie that protects our forms from spam. No advertising or analytics cookies, and no third-party requests until you ask for a map.',
    },
  ],
};
