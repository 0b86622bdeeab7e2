import { z } from 'zod';

// The sites' Content-Security-Policy has no 'unsafe-eval'. zod 4 compiles fast
// validators with `new Function` when it may, and even its probe for that is
// reported by the browser as a CSP violation (Lighthouse best practices: 96).
// Forms validate a handful of fields: the interpreted path is fast enough.
z.config({ jitless: true });
