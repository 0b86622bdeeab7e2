import { pageLoadTests } from '@agency/e2e-support';

pageLoadTests('in');
