import { linksAndImagesTests } from '@agency/e2e-support';

linksAndImagesTests('in');
