import { e2eConfig } from '@agency/e2e-support';

// No shared server: each spec starts what it tests (the split deployment, `npm run dev`).
export default e2eConfig({ suiteServer: false });
