import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The consumer apps of `consumers/` (`npm run test:consumers`, part of `npm test`): built and run
 * against the packed library. Its own config, so the main `vitest run` does not start these slow,
 * CPU-heavy builds beside the browser tests. One file at a time: a Next.js build takes both cores.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'consumers',
    include: ['test/consumers/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/consumers/workspace.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 600_000,
  },
});
