import { jobApplicationTests } from '@agency/e2e-support';

jobApplicationTests('/Careers');
