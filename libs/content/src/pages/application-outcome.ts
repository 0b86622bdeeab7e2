import { cvRule, type NotSentReason } from '@agency/contract';
import { enquiryNotSent, type OutcomeWords } from './enquiry-outcome.ts';

/**
 * The pages a job application sent without JavaScript lands on: received, or
 * not sent for one of the reasons, the CV's among them. The CV's rule (types
 * and size) is the build's, so the page says what the API takes.
 */
export const applicationSent = {
  title: 'Application received',
  heading: 'Thank you: we have your application',
  lead: 'Your application and your CV reached us and are stored safely. Our talent acquisition team will reply within five working days.',
} as const;

const backWithEverything =
  "Go back to the form with your browser's Back button: what you typed is kept, but choose your CV file again";

export function applicationNotSent(cvMaxBytes: number): Readonly<Record<NotSentReason, OutcomeWords>> {
  const rule = cvRule(cvMaxBytes);
  const cv = (title: string, heading: string, lead: string): OutcomeWords => ({
    title: `Application not sent: ${title}`,
    heading: `Your application was not sent: ${heading}`,
    lead: `${lead} We take ${rule}.`,
    whatToDo: `${backWithEverything}, and send it again. Or email your CV to us instead.`,
  });
  const asApplication = (words: OutcomeWords): OutcomeWords => ({
    title: words.title.replace('Enquiry', 'Application'),
    heading: words.heading.replace('Your enquiry', 'Your application'),
    lead: words.lead.replace('one enquiry', 'one application').replace('enquiries', 'applications'),
    whatToDo: words.whatToDo.replace(
      "Go back to the form with your browser's Back button (what you typed is kept)",
      backWithEverything,
    ),
  });
  return {
    ...(Object.fromEntries(
      Object.entries(enquiryNotSent).map(([reason, words]) => [reason, asApplication(words)]),
    ) as Record<keyof typeof enquiryNotSent, OutcomeWords>),
    'too-large': cv(
      'the CV is too large',
      'the CV is too large',
      'The file you chose is larger than we accept.',
    ),
    'cv-missing': cv('no CV attached', 'no CV was attached', 'An application needs your CV.'),
    'cv-wrong-type': cv(
      'the CV is not a document we take',
      'the CV is not a document we take',
      'The file you chose is not a PDF or a word-processor document, whatever its name says.',
    ),
    'cv-empty': cv('the CV file is empty', 'the CV file is empty', 'The file you chose has nothing in it.'),
    'cv-too-large': cv(
      'the CV is too large',
      'the CV is too large',
      'The file you chose is larger than we accept.',
    ),
  };
}

/**
 * The page a job application sent without JavaScript lands on when its position closed while its
 * page was open (the API takes applications until the position's validThrough): it names the
 * position, and the open ones are listed beneath.
 */
export function positionClosedNotSent(position: string): OutcomeWords {
  return {
    title: `Application not sent: ${position} has closed`,
    heading: `Your application was not sent: the ${position} position has closed`,
    lead: `The ${position} position stopped taking applications while its page was open, so nothing was stored.`,
    whatToDo: `${backWithEverything}. Choose one of the positions open now (listed below) in the form, and send it again.`,
  };
}

/** The heading of the open positions' list on that page. */
export const openPositionsHeading = 'Positions open now';
