// The forms' code, loaded by index.ts when a visitor comes near a form.
// First: configures zod before any form validates (see the file).
import './zod-without-eval.ts';
export { ContactEnquiryForm } from './contact-enquiry-form.tsx';
export { UkCallbackForm } from './uk-callback-form.tsx';
export { UkProjectEnquiryForm } from './uk-project-enquiry-form.tsx';
export { ProposalForm } from './proposal-form.tsx';
export { JobApplicationForm } from './job-application-form.tsx';
