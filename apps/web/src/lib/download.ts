// One way to hand the browser a file made in the page (the sales CSV, the
// account's data as JSON, a tracked order's invoice). Why the link outlives
// the click: docs/decisions/044.

/** How long the object URL stays valid after the click: long enough for any browser to have read the file. */
export const DOWNLOAD_URL_LIFETIME_MS = 60_000;

/**
 * Saves `blob` as `fileName` through a temporary link. The object URL is not
 * released at once: click() only starts the download, and a browser that
 * reads the file later (Firefox and Safari have) would save nothing.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
}
