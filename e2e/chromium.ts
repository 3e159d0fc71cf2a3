// Debian's Chromium (apt-get install -y chromium); Playwright's own browser
// download is not reachable from these machines. The end-to-end tests and the
// bench's page measurements (bench/web-vitals.ts) start it with these flags.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
