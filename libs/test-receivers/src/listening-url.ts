import type { ChildProcess } from 'node:child_process';

/**
 * The URL a started server (the API's, the bench's hello-world) prints in its
 * "listening on http://…" line, with 127.0.0.1 for localhost. Rejects if the
 * process exits first or does not listen in time, and then stops it, so a
 * failed start leaves no server behind. Once the line is seen its output is
 * no longer kept: the pipe is drained without collecting or searching the
 * logs of a long run.
 */
export function listeningUrl(child: ChildProcess, timeoutMs = 30_000): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      output = '';
      outcome();
    };
    const timer = setTimeout(
      () =>
        settle(() => {
          const seen = output;
          child.kill('SIGTERM');
          reject(new Error(`server did not start in ${timeoutMs} ms:\n${seen}`));
        }),
      timeoutMs,
    );
    const read = (chunk: Buffer) => {
      if (settled) return;
      output += String(chunk);
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) settle(() => resolve(match[1]!.replace('localhost', '127.0.0.1')));
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code, signal) => {
      const seen = output;
      settle(() => reject(new Error(`server exited (${code ?? signal}) before listening:\n${seen}`)));
    });
  });
}
