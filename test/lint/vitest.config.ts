import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'lint',
    include: ['*.spec.ts'],
    environment: 'node',
    // Typed linting builds a TypeScript program per project on first use.
    testTimeout: 60_000,
  },
});
