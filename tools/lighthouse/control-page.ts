import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// A heading and a sentence: no stylesheet, no script, no image. Whatever main-thread
// time Lighthouse counts on it is the browser's own work for a navigation (creating
// the document and its script contexts, the first layout and paint) on this machine.
const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Control page</title>
<meta name="description" content="A page with no CSS and no JavaScript, measured beside the site's pages.">
</head>
<body>
<h1>Control page</h1>
<p>A heading and a sentence: what a navigation costs on this machine when the page itself costs nothing.</p>
</body>
</html>
`;

export interface ControlPage {
  url: string;
  stop(): Promise<void>;
}

/**
 * Serves the control page on a loopback port the OS picks, so the benchmark can
 * measure the floor of its own machine with the same Chromium and Lighthouse.
 */
export async function startControlPage(): Promise<ControlPage> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(html);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
