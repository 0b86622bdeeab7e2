import { islandsTests, shellRegions } from '@agency/e2e-support';

islandsTests(shellRegions.uk);
