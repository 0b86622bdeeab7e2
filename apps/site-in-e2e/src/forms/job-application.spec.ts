import { jobApplicationTests } from '@agency/e2e-support';

jobApplicationTests({ path: '/Careers', region: 'in' });
