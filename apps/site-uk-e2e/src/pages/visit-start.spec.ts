import { visitStartTests } from '@agency/e2e-support';

visitStartTests('uk');
