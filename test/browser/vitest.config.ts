import { defineConfig } from 'vitest/config';

/**
 * Browser journeys: the built product started as `npm start` would start it,
 * driven by playwright-core in Debian's chromium. One file at a time: each
 * starts its own server and browser.
 */
export default defineConfig({
  test: {
    name: 'browser',
    root: import.meta.dirname,
    include: ['**/*.browser.test.ts'],
    environment: 'node',
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
