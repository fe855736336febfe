import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // Builds of whole sites and browser tests take seconds, not milliseconds.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Integration suites each build a site; keep them from competing for the two cores.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
