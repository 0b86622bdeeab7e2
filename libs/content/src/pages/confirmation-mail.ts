import type { FormKind, Region } from '@agency/contract';
import { brandName } from '../regions/brand.ts';
import { ukHeadquarters } from '../regions/offices.ts';
import { regionConfigs } from '../regions/region-configs.ts';

/**
 * The confirmation a visitor is mailed when their lead is stored: the
 * reference, what happens next, how to reach us, and the privacy notice.
 * Never what the visitor typed (their name included): the form must not be
 * a way to send anyone's words to a stranger's inbox.
 */
export interface ConfirmationWords {
  subject: (reference: string) => string;
  greeting: string;
  received: string;
  nextStep: string;
  contact: string;
  privacy: (noticeUrl: string) => string;
  automatic: string;
}

const whatWasSent: Record<FormKind, string> = {
  contact: 'enquiry',
  proposal: 'proposal request',
  'uk-enquiry': 'project enquiry',
  'job-application': 'job application and your CV',
};

const nextSteps: Record<FormKind, string> = {
  contact: 'A specialist will reply within one working day, by email or phone as you asked.',
  proposal: 'A specialist will be in touch within one working day to talk about your proposal.',
  'uk-enquiry': 'One of our team will reply within one working day to talk about your project.',
  'job-application':
    'Our talent acquisition team will read your application and reply within five working days.',
};

/** The confirmation of a form kind in a region's voice. */
export function confirmationWords(region: Region, form: FormKind): ConfirmationWords {
  const { email, phone, brand } = regionConfigs[region];
  const hours = ukHeadquarters.hours.label;
  return region === 'uk'
    ? {
        subject: (reference) => `Thanks, we've got your ${whatWasSent[form]} (ref ${reference})`,
        greeting: 'Hello,',
        received: `Thanks for getting in touch with ${brand}. Your ${whatWasSent[form]} reached us safely.`,
        nextStep: nextSteps[form],
        contact: `If you need us before then, email ${email} or call ${phone.display} (${hours}).`,
        privacy: (url) => `How we look after your details: ${url}`,
        automatic: 'This is an automatic confirmation: there is no need to reply.',
      }
    : {
        subject: (reference) => `We have received your ${whatWasSent[form]} (ref ${reference})`,
        greeting: 'Hello,',
        received: `Thank you for contacting ${brandName}. We have received your ${whatWasSent[form]} and it is stored safely.`,
        nextStep: nextSteps[form],
        contact: `To reach us meanwhile: ${email} or ${phone.display} (${hours}; phones open 24/7).`,
        privacy: (url) => `How we use your details: ${url}`,
        automatic: 'This is an automatic confirmation; you need not reply to it.',
      };
}
