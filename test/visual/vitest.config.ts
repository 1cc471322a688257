import { defineConfig } from 'vitest/config';

/**
 * Visual regression and docs checks against the BUILT Storybook (`npm run test:visual`). Kept out
 * of the default Vitest config so it runs after the other projects, once the build exists, and
 * never competes with them for the two CPU cores.
 */
export default defineConfig({
  test: {
    name: 'visual',
    root: new URL('../..', import.meta.url).pathname,
    include: ['test/visual/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/visual/globalSetup.ts'],
    // One file at a time, and at most two stories at once in it: two browser tabs in all.
    fileParallelism: false,
    maxConcurrency: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
