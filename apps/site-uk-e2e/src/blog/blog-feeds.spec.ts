import { blogFeedTests, shellRegions } from '@agency/e2e-support';

blogFeedTests(shellRegions.uk);
