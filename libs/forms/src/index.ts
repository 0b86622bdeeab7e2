import { loadWhenNear } from './load-when-near.tsx';

/** Resolves in a later task, so that what runs next is not part of the current one. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The five forms. Their code (react-hook-form, zod, TanStack Query, ~50 kB)
 * loads when a visitor comes near a form, not with the page: the prerendered
 * form is on screen from the first paint and hydrates once its code is in
 * (see loadWhenNear). A page lists its forms in its `deferred` export, so a
 * navigation within the site loads them with the page.
 */
const formsCode = () =>
  // In three tasks: zod (configured), then react-hook-form and TanStack Query,
  // then the forms. Evaluated together, they made one long task; a form in the
  // first screen (the UK home's callback) loads them as the page hydrates.
  import('./zod-without-eval.ts')
    .then(nextTask)
    .then(() => import('./forms-libraries.ts'))
    .then(nextTask)
    .then(() => import('./forms-code.ts'));

export const ContactEnquiryForm = loadWhenNear(() => formsCode().then((forms) => forms.ContactEnquiryForm));
export const UkCallbackForm = loadWhenNear(() => formsCode().then((forms) => forms.UkCallbackForm));
export const UkProjectEnquiryForm = loadWhenNear(() =>
  formsCode().then((forms) => forms.UkProjectEnquiryForm),
);
export const ProposalForm = loadWhenNear(() => formsCode().then((forms) => forms.ProposalForm));
export const JobApplicationForm = loadWhenNear(() => formsCode().then((forms) => forms.JobApplicationForm));
