import { Writable } from 'node:stream';

/** A log stream for a test: every JSON line the server writes, parsed. */
export function logLines() {
  const lines: Record<string, unknown>[] = [];
  let partial = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      partial += String(chunk);
      const complete = partial.split('\n');
      partial = complete.pop() ?? '';
      for (const line of complete) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return {
    stream,
    lines,
    /** The lines with this message. */
    withMessage: (msg: string) => lines.filter((line) => line.msg === msg),
  };
}
