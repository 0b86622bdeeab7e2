/**
 * Hands the browser a file made in this page (an export fetched by POST, so
 * the address it is about never travels in a URL) as a download.
 */
export function saveDownload(fileName: string, type: string, content: string | Blob): void {
  const url = URL.createObjectURL(content instanceof Blob ? content : new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has handed the blob to the download; the URL may go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
