/** One file of a page load as it came over the wire. */
export interface TransferredFile {
  /** The URL's path: `/uk/assets/index-x.js`. */
  path: string;
  kind: 'document' | 'script' | 'stylesheet';
  /** Body bytes as sent, compressed (gzip: see `visitorBrowser`). */
  bytes: number;
  /** `Content-Encoding` as sent; `identity` when the file came uncompressed. */
  encoding: string;
  /** A script holding React DOM (script-content.ts). */
  reactDom: boolean;
  /** A script holding the forms' library (TanStack Query). */
  formsLibrary: boolean;
  /** A script the page names in its template of idle preloads: fetched, not run (an island's code). */
  preloaded?: boolean;
}
