import { positionApplicationTests } from '@agency/e2e-support';

positionApplicationTests({ path: '/uk/Careers', region: 'uk' });
