import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { serveStatic } from './staticServer';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the built Storybook, e.g. `http://127.0.0.1:41234`. */
    storybookUrl: string;
    /** `vitest -u`: write the screenshots as the new baselines instead of comparing. */
    updateBaselines: boolean;
  }
}

const storybookDir = fileURLToPath(new URL('../../storybook-static/', import.meta.url));

/**
 * Serves the built Storybook (`npm run build-storybook`, which `npm run test:visual` runs first)
 * on 127.0.0.1 and a free port for the duration of the run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(`${storybookDir}index.json`)) {
    throw new Error(
      'No built Storybook in storybook-static/: run `npm run test:visual` (it builds it first).',
    );
  }
  const server = await serveStatic(storybookDir);
  project.provide('storybookUrl', server.url);
  project.provide('updateBaselines', project.config.snapshotOptions.updateSnapshot === 'all');
  return () => server.close();
}
