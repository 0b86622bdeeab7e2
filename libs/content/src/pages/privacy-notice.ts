import type { Region } from '@agency/contract';
import { companies } from '../regions/company.ts';
import type { PageMeta } from './page-content.ts';
import { regionConfigs } from '../regions/region-configs.ts';

/**
 * How long the notice promises to keep what each form sends, in days. The
 * API purges on these figures (it may be set shorter, never longer: it
 * refuses to start otherwise), so the page and the data never disagree.
 */
export const retentionPromises = {
  /** Enquiries, callback requests and proposal requests: 24 months. */
  enquiryDays: 730,
  /** A job application and its CV: 6 months. */
  applicationDays: 183,
  /** A job application whose candidate asked us to keep the CV on file for other roles: 24 months. */
  applicationOnFileDays: 730,
} as const;

export interface PrivacyNoticeSection {
  heading: string;
  paragraphs: readonly string[];
  /** A list after the paragraphs. */
  items?: readonly string[];
}

export interface PrivacyNotice {
  meta: PageMeta;
  /**
   * The notice's version: stored with every consent and acknowledgement given
   * on a form of this region, and shown on the page. Change it with any
   * change to what the notice says.
   */
  version: string;
  heading: string;
  lead: string;
  sections: readonly PrivacyNoticeSection[];
}

/** A retention in days as the notice states it, in whole months. */
export const retentionInMonths = (days: number) => Math.round(days / 30.4);
const months = retentionInMonths;

function sharedSections(region: Region): PrivacyNoticeSection[] {
  const { email } = regionConfigs[region];
  return [
    {
      heading: 'What each form collects, and why',
      paragraphs: ['We collect only what you type into our forms, and use it only to answer you.'],
      items: [
        'Contact enquiry and callback request: your name, email, phone and message, to reply to your enquiry or call you back.',
        'Proposal request: your name, company, website, email, phone, company size, the services you are interested in and how you heard of us, to prepare a proposal for you.',
        'Project enquiry (UK): your name, business, email, phone, project type, message and how you heard of us, to reply about your project.',
        'Job application: your name, email, phone, address, the position you want, when you could start, your cover note and your CV, to consider you for that position. If you tick "keep my CV on file", also to consider you for other roles.',
      ],
    },
    {
      heading: 'Where your enquiry came from',
      paragraphs: [
        'With each form we record the page you first arrived on during your visit, the page you sent the form from, the site that linked you to us (its name only, not the full address) and the campaign tags in the link you followed (utm_source, utm_medium, utm_campaign, utm_term, utm_content). We use this to learn which of our pages and campaigns bring enquiries. It is recorded by our own website only, kept with your enquiry and deleted with it. No third party receives it, and no cookie is set for it.',
      ],
    },
    {
      heading: 'What else we keep',
      paragraphs: [
        'One cookie, set when a form is used, that protects our forms from automated spam; it holds no personal details. Your internet address is used to limit how many forms one connection can send in a short while, and is forgotten when that period ends. Our server logs record which pages were requested, never what a form contained.',
        'When you send a form, we email you a short confirmation with a reference number. It does not repeat what you wrote.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Enquiries, callback requests, proposal requests and project enquiries are deleted automatically ' +
          `${months(retentionPromises.enquiryDays)} months after we receive them. A job application and its CV are deleted ` +
          `${months(retentionPromises.applicationDays)} months after we receive them, or ` +
          `${months(retentionPromises.applicationOnFileDays)} months after if you asked us to keep your CV on file for other roles. ` +
          'When something is deleted, no copy is left in our database.',
      ],
    },
    {
      heading: 'Who sees it',
      paragraphs: [
        'Our own staff who answer enquiries and, for job applications, our talent acquisition team. Your details are stored on our own servers. We do not sell them, and we do not share them with advertisers.',
      ],
    },
    {
      heading: 'Asking us to erase your details',
      paragraphs: [
        `Email ${email} from the address you used on our form, or tell us that address, and ask us to erase your details. ` +
          'We delete every enquiry and application sent with that address, CVs included, within 30 days and confirm when it is done.',
      ],
    },
  ];
}

function rights(region: Region): PrivacyNoticeSection {
  const { email } = regionConfigs[region];
  return region === 'uk'
    ? {
        heading: 'Your rights under UK data protection law (UK GDPR)',
        paragraphs: [
          'We rely on our legitimate interest in answering the people who contact us, and on steps you ask us to take before any contract, for enquiries and applications; on your consent for keeping a CV on file, which you may withdraw at any time.',
          `You have the right to ask for a copy of your data, to have it corrected or erased, to restrict or object to its use, to receive it in a portable form and to withdraw consent. Write to ${email}. You may also complain to the Information Commissioner's Office (ico.org.uk).`,
        ],
      }
    : {
        heading: "Your rights under India's Digital Personal Data Protection Act, 2023",
        paragraphs: [
          'We process the personal data you give us for the purpose you gave it for: answering your enquiry, or considering your application. Keeping a CV on file for other roles is done only with your consent, which you may withdraw at any time.',
          `You have the right to a summary of the personal data we hold about you, to have it corrected, completed or erased, to nominate someone to exercise your rights, and to have your grievances answered. Write to our grievance officer at ${email}. If we do not resolve your grievance, you may complain to the Data Protection Board of India.`,
        ],
      };
}

function notice(region: Region, version: string): PrivacyNotice {
  const holder = companies[region].legalName;
  return {
    meta: {
      path: '/privacy',
      title: `Privacy notice: your details and your rights under ${region === 'uk' ? 'UK GDPR' : 'the DPDP Act'}`,
      description: `How ${holder} uses the details you send through this website's forms, how long it keeps them, and your rights.`,
    },
    version,
    heading: 'Privacy notice',
    lead: `${holder} holds the details you send through the forms on this website, as the ${region === 'uk' ? 'controller' : 'data fiduciary'}. This notice says what we collect, why, for how long, and what you can ask of us.`,
    sections: [...sharedSections(region), rights(region)],
  };
}

/** The privacy notice of each region's site, with its version. */
export const privacyNotices: Readonly<Record<Region, PrivacyNotice>> = {
  in: notice('in', '2026-11'),
  uk: notice('uk', '2026-11'),
};
