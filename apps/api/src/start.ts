// `npm start`, `npm run dev`'s API and the suites' servers: the server as this process's work.
import { runServerProcess } from './server.ts';

runServerProcess();
