import { e2eConfig } from '@agency/e2e-support';

// Starts `npm start`'s server (both trees, the API) on a free port with a fresh database for the suite.
export default e2eConfig({ suiteServer: true });
