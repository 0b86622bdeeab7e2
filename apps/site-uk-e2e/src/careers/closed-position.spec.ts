import { closedPositionTests, shellRegions } from '@agency/e2e-support';

// The seed content's closed position (libs/collections/uk/positions/recruitment-consultant.md).
closedPositionTests(shellRegions.uk, { slug: 'recruitment-consultant', title: 'Recruitment Consultant' });
