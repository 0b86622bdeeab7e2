import { attributionTests } from '@agency/e2e-support';

attributionTests({
  region: 'uk',
  landing: '/uk/services/seo',
  link: 'Home',
  formPage: '/uk',
  form: 'Request a callback',
  button: 'Request a Callback',
  fields: { Name: 'Tom Hughes', Phone: '07700 900123', Message: 'Saw the autumn newsletter; call me.' },
});
