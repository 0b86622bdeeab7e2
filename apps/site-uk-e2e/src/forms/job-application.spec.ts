import { jobApplicationTests } from '@agency/e2e-support';

jobApplicationTests({ path: '/uk/Careers', region: 'uk' });
