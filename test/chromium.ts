import { existsSync } from 'node:fs';

/**
 * Finds the system Chromium that every browser test runs in. We never download a browser:
 * `CHROMIUM_PATH` wins, else the Debian package's `/usr/bin/chromium`.
 */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((path): path is string => Boolean(path) && existsSync(path!));
  if (!found) {
    throw new Error(
      'No Chromium found for the browser and Storybook tests. Install one (Debian: `apt-get install -y chromium`) ' +
        'or point CHROMIUM_PATH at a Chromium or Chrome executable.',
    );
  }
  return found;
}

/** Flags for headless Chromium on a locked-down machine (root, no network beyond loopback). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
