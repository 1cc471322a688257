import { defineConfig } from 'vitest/config';

/**
 * Visual regression and docs checks against the BUILT Storybook: a project of `npm test`'s
 * `vitest run` (after `storybook build`), and alone through `npm run test:visual`.
 */
export default defineConfig({
  test: {
    name: 'visual',
    root: new URL('../..', import.meta.url).pathname,
    include: ['test/visual/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/visual/globalSetup.ts'],
    // One file at a time, one story at a time: in `npm test` this runs beside the browser files,
    // and the two together keep the two cores busy without starving either.
    fileParallelism: false,
    maxWorkers: 1,
    maxConcurrency: 1,
    // Beside the browser files in `npm test` (vite.config.ts), after the unit files and stories.
    sequence: { groupOrder: 1 },
    // A story takes about a second; the bound is for one hung tab replaced and the story shown again
    // (each wait in it is bounded, see storybookPage.ts), so that a real hang reports its step.
    testTimeout: 240_000,
    hookTimeout: 60_000,
  },
});
