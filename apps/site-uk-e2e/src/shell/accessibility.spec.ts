import { shellAccessibilityTests, shellRegions } from '@agency/e2e-support';

shellAccessibilityTests(shellRegions.uk);
