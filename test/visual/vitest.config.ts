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
    // A story takes about a second; the bound is for one hung tab replaced and the story shown again
    // (each wait in it is bounded, see storybookPage.ts), so that a real hang reports its step.
    testTimeout: 240_000,
    hookTimeout: 60_000,
  },
});
