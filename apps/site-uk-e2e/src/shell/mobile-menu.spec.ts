import { mobileMenuTests, shellRegions } from '@agency/e2e-support';

mobileMenuTests(shellRegions.uk);
