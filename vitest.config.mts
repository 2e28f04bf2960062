import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // End-to-end tests start the built bot as a child process and wait on real HTTP.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
