import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_URL_LIFETIME_MS, saveFile } from './download';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('saveFile', () => {
  it('saves the file under its name and keeps its link valid until the browser has read it', () => {
    vi.useFakeTimers();
    const revokeObjectURL = vi.fn<(url: string) => void>();
    // jsdom has no blob URLs.
    class TestUrl extends URL {
      static override createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:file');
      static override revokeObjectURL = revokeObjectURL;
    }
    vi.stubGlobal('URL', TestUrl);
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
    });

    saveFile(new Blob(['a,b\n'], { type: 'text/csv' }), 'sales-2026.csv');

    expect(clicked).toEqual([{ href: 'blob:file', download: 'sales-2026.csv', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    // Released at the click, the download of a browser that reads the file afterwards would be empty.
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(DOWNLOAD_URL_LIFETIME_MS);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:file');
  });
});
