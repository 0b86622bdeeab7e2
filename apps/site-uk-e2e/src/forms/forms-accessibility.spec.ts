import { formsAccessibilityTests } from '@agency/e2e-support';

// Every UK page with a form.
formsAccessibilityTests({
  path: '/uk/',
  forms: [
    { name: 'Request a callback', submit: 'Request a Callback' },
    { name: 'Project enquiry', submit: 'Submit details' },
  ],
});
formsAccessibilityTests({
  path: '/uk/Careers',
  forms: [{ name: 'Proposal request', submit: 'SUBMIT FORM' }],
});
