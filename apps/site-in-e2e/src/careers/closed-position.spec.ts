import { closedPositionTests, shellRegions } from '@agency/e2e-support';

// The seed content's closed position (libs/collections/in/positions/content-writer.md).
closedPositionTests(shellRegions.in, { slug: 'content-writer', title: 'Content Writer' });
