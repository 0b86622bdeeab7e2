import { typedBeforeHydrationTests } from '@agency/e2e-support';

typedBeforeHydrationTests({
  home: '/uk/',
  form: 'Request a callback',
  send: 'Request a Callback',
  api: '/api/contact/query',
});
