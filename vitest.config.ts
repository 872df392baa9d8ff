import { defineConfig } from 'vitest/config';

// Unit and component tests: common/ rules (node) and frontend/ components (jsdom).
// API tests run under Jest (see jest.config.js).
export default defineConfig({
  test: {
    projects: ['common/vitest.config.ts', 'frontend/vite.config.ts'],
  },
});
