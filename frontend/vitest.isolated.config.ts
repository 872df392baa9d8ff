import { configDefaults, defineConfig } from 'vitest/config';
import frontend from './vite.config';

/**
 * The component tests that replace modules with vi.mock: each file gets a module graph
 * (and a jsdom) of its own, as a mock must not reach the files the `frontend` project
 * runs together in one worker. Name such a file `*.isolated.test.ts(x)`.
 */
export default defineConfig({
  ...frontend,
  test: {
    ...frontend.test,
    name: 'frontend-isolated',
    include: ['src/**/*.isolated.test.{ts,tsx}'],
    exclude: configDefaults.exclude,
    isolate: true,
  },
});
