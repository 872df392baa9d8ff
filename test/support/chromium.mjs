// Debian's chromium, as the browser tests (playwright-core) and the bench (Lighthouse)
// both start it. Nothing here downloads a browser: it must be installed with
// `apt-get install chromium` (.ci/run does so).
import { existsSync } from 'node:fs';
import process from 'node:process';

/** Where the browser is; CHROMIUM_PATH overrides it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless and quiet: no GPU, no QUIC, no background traffic, no sandbox (containers). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Containers give /dev/shm 64 MB: chromium's renderer crashes on big pages without this.
  '--disable-dev-shm-usage',
];

/**
 * The path of the browser, or an error that says how to install it: a missing
 * browser is a setup step, not a failed test.
 *
 * @param {string} [path]
 * @returns {string}
 */
export function chromiumPath(path = CHROMIUM_PATH) {
  if (!existsSync(path)) {
    throw new Error(
      `No chromium at ${path}: install Debian's (apt-get install chromium) or set CHROMIUM_PATH`,
    );
  }
  return path;
}
