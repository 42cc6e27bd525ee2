// Which Chromium the browser tests drive, and how it is started. Debian's package
// (`apt-get install chromium`): playwright-core's own browser download is not used.
// TREASURY_E2E_CHROMIUM names another executable (a local Chrome, for instance).
export const CHROMIUM_PATH = process.env['TREASURY_E2E_CHROMIUM'] ?? '/usr/bin/chromium';

/**
 * No sandbox (CI runs as root in a container), no GPU, and nothing that calls home:
 * without the background-networking flags Chromium keeps trying to reach Google's
 * services on a machine with no network.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
