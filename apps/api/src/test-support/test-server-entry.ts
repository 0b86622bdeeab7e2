// The server exactly as `npm start` runs it, but for the positions a job application may
// name: the suite's own, dated from this process's clock (test-positions.ts), so a
// spawned server takes applications whatever the collections' files say today.
// TEST_DKIM_TXT (JSON, name to TXT record) stands in for the DNS of the test's
// sending domains, which no test may reach: the DKIM keys of inbound mail.
import { runServerProcess } from '../server.ts';
import { testPositions } from './test-positions.ts';

const dkimRecords = JSON.parse(process.env.TEST_DKIM_TXT ?? '{}') as Record<string, string>;

runServerProcess({
  positions: testPositions(new Date()),
  dnsResolver: async (name, rrtype) => {
    const record = rrtype === 'TXT' ? dkimRecords[name.toLowerCase()] : undefined;
    if (record) return [[record]];
    throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
  },
});
