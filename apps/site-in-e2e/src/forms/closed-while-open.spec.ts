import { closedWhileOpenTests } from '@agency/e2e-support';

closedWhileOpenTests({ prefix: '', region: 'in' });
