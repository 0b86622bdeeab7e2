import { z } from 'zod';

// zod compiles a fast parser with new Function() when it finds eval allowed, and finds out by
// trying it as each object schema is made: under the inbox's CSP (no 'unsafe-eval') that try is
// a reported violation, caught or not. Jitless, it never tries. It must run before any module that
// makes a schema: the build puts it in the vendor chunk right after zod, which every chunk of the
// app's own code imports and so runs after (vite.config.ts).
z.config({ jitless: true });
