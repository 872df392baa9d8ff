import { defineConfig } from 'vitest/config';

// Unit and component tests: common/ rules (node), frontend/ components (jsdom) and the lint rules (test/lint).
// API tests run under Jest (see jest.config.js).
export default defineConfig({
  test: {
    projects: [
      'common/vitest.config.ts',
      'frontend/vite.config.ts',
      'frontend/vitest.isolated.config.ts',
      'test/lint/vitest.config.ts',
    ],
  },
});
