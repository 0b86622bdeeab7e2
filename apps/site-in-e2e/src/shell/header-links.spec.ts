import { headerLinkTests, shellRegions } from '@agency/e2e-support';

headerLinkTests(shellRegions.in);
