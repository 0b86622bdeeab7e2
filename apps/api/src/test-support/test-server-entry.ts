// The server exactly as `npm start` runs it, but for the positions a job application may
// name: the suite's own, dated from this process's clock (test-positions.ts), so a
// spawned server takes applications whatever the collections' files say today.
import { runServerProcess } from '../server.ts';
import { testPositions } from './test-positions.ts';

runServerProcess({ positions: testPositions(new Date()) });
