/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { codeSplitting } from './build/chunks';
import { compileHints } from './build/compile-hints';
import { precompress } from './build/precompress';
import { preloadFonts } from './build/preload-fonts';
import { routeHints } from './build/route-hints';

/**
 * Writes dist/.vite/chunk-modules.json (chunk file → its source modules), so the
 * bundle report can prove which code a route downloads (scripts/bundle-report.mjs).
 */
const chunkModules = (): Plugin => ({
  name: 'umang-chunk-modules',
  apply: 'build',
  generateBundle(_options, bundle) {
    const root = `${process.cwd()}/`;
    const map: Record<string, string[]> = {};
    for (const item of Object.values(bundle)) {
      if (item.type === 'chunk') map[item.fileName] = item.moduleIds.map((id) => id.replace(root, ''));
    }
    this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(map) });
  },
});

const api = 'http://localhost:4000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    chunkModules(),
    preloadFonts(),
    routeHints(),
    compileHints(),
    precompress(),
  ],
  resolve: {
    // `@/x` is `src/x` (mirrors `paths` in tsconfig.json).
    alias: { '@': '/src' },
  },
  build: {
    // `/assets/*` belongs to the product's static files (public/assets, served by
    // the API in production), so Vite's hashed bundles go to `/app/*` instead.
    assetsDir: 'app',
    // dist/.vite/manifest.json: which chunk holds which module (the bundle report reads it).
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting },
    },
  },
  server: {
    proxy: {
      '/api': api,
      '/uploads': api,
    },
  },
  test: {
    name: 'frontend',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    // Files that replace modules with vi.mock need a module graph of their own: the
    // `frontend-isolated` project of the root vitest.config.ts runs them.
    exclude: ['src/**/*.isolated.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // One jsdom per worker rather than per file: the files reset what they change
    // (stores, fetch stubs, timers), and building a jsdom for each of some eighty files
    // took most of the run.
    isolate: false,
  },
});
