import { hydrationConsoleTests } from '@agency/e2e-support';

hydrationConsoleTests('uk');
