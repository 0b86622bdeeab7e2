import { e2eConfig } from '@agency/e2e-support';

// No shared server: each spec starts what it tests (the split deployment, `npm run dev`).
// Its few tests span two servers and a build, so a failure keeps its trace.
export default e2eConfig({ suiteServer: false, traceFailures: true });
