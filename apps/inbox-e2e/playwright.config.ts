import { e2eConfig } from '@agency/e2e-support';

// No shared server: the spec starts the API with its staff listener, a real SMTP server and a fresh database.
export default e2eConfig({ suiteServer: false, traceFailures: true });
