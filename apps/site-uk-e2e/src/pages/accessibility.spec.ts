import { pageAccessibilityTests } from '@agency/e2e-support';

pageAccessibilityTests('uk');
