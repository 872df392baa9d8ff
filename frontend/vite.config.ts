/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const api = 'http://localhost:4000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // `@/x` is `src/x` (mirrors `paths` in tsconfig.json).
    alias: { '@': '/src' },
  },
  build: {
    // `/assets/*` belongs to the product's static files (public/assets, served by
    // the API in production), so Vite's hashed bundles go to `/app/*` instead.
    assetsDir: 'app',
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
    setupFiles: ['./src/test/setup.ts'],
  },
});
