import { formsAccessibilityTests } from '@agency/e2e-support';

// Every India page with a form.
formsAccessibilityTests({ path: '/', forms: [{ name: 'Contact enquiry', submit: 'Submit details' }] });
formsAccessibilityTests({ path: '/Careers', forms: [{ name: 'Proposal request', submit: 'SUBMIT FORM' }] });
