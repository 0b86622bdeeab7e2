import type { NoScriptErrorReason } from '@agency/contract';

/**
 * The pages a form sent without JavaScript lands on (the browser posts it,
 * the API answers with one of these): one when the enquiry was received, one
 * per reason it was not, so each explains itself without a script.
 */
export const enquirySent = {
  title: 'Enquiry received',
  heading: 'Thank you: we have your enquiry',
  lead: 'It reached us and is stored safely. A specialist will reply within one working day, by email or phone as you asked.',
} as const;

/** What a not-sent page says: why, and what to do now. */
export interface OutcomeWords {
  title: string;
  heading: string;
  lead: string;
  whatToDo: string;
}

export const enquiryNotSent: Readonly<Record<NoScriptErrorReason, OutcomeWords>> = {
  'invalid-fields': {
    title: 'Enquiry not sent: some fields need attention',
    heading: 'Your enquiry was not sent: some fields need attention',
    lead: 'A required field was empty, or a value was not in a form we could use (an email address, say).',
    whatToDo:
      "Go back to the form with your browser's Back button (what you typed is kept), check each field marked as required and send it again.",
  },
  'outdated-form': {
    title: 'Enquiry not sent: the form was out of date',
    heading: 'Your enquiry was not sent: the form was out of date',
    lead: 'The page you sent it from was older than our website is now.',
    whatToDo:
      "Go back with your browser's Back button (what you typed is kept) and copy your message, then open the form again, so you have the current one, paste it in and send it from there.",
  },
  malformed: {
    title: 'Enquiry not sent: we could not read it',
    heading: 'Your enquiry was not sent: we could not read it',
    lead: 'Your browser sent the form in a way we could not read, so nothing was stored.',
    whatToDo: 'Please try once more from the form, or email or call us instead.',
  },
  'too-large': {
    title: 'Enquiry not sent: too long',
    heading: 'Your enquiry was not sent: it was too long',
    lead: 'The form held more text than we accept in one enquiry (32 KiB).',
    whatToDo:
      "Go back with your browser's Back button, shorten the message and send it again, or email us the details.",
  },
  'foreign-origin': {
    title: 'Enquiry not sent: not from our website',
    heading: 'Your enquiry was not sent: it did not come from our website',
    lead: 'We only accept enquiries sent from the forms on our own pages.',
    whatToDo: 'Please use the form on our contact page.',
  },
  'rate-limited': {
    title: 'Enquiry not sent: please wait a little',
    heading: 'Your enquiry was not sent: several arrived from you in a short while',
    lead: 'To keep out automated messages we accept a few enquiries at a time from one connection.',
    whatToDo: 'Please wait ten minutes and send it again, or email or call us now.',
  },
  unavailable: {
    title: 'Enquiry not sent: please try again shortly',
    heading: 'Your enquiry was not sent: our system could not take it just now',
    lead: 'Nothing was stored. This is on our side, not yours.',
    whatToDo: "Please try again in a few minutes with your browser's Back button, or email or call us now.",
  },
};
