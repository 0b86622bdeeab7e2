import { positionApplicationTests } from '@agency/e2e-support';

positionApplicationTests({ path: '/Careers', region: 'in' });
