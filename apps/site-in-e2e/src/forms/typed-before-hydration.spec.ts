import { typedBeforeHydrationTests } from '@agency/e2e-support';

typedBeforeHydrationTests({
  home: '/',
  form: 'Contact enquiry',
  send: 'Submit details',
  api: '/api/contact/query',
});
