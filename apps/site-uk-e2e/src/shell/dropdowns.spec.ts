import { dropdownTests, shellRegions } from '@agency/e2e-support';

dropdownTests(shellRegions.uk);
