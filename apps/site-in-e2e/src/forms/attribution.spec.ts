import { attributionTests } from '@agency/e2e-support';

attributionTests({
  region: 'in',
  landing: '/services/seo',
  link: "Let's Talk",
  formPage: '/ContactUs',
  form: 'Contact enquiry',
  button: 'Submit details',
  fields: { Name: 'Asha Verma', Phone: '9876543210', Message: 'Saw the autumn newsletter; we need SEO.' },
});
