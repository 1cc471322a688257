import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { chromiumArgs, findChromium } from './test/chromium.ts';
import { libraryEntries } from './scripts/libraryEntries.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Real Chromium from the system, never a downloaded one. Pages prefer reduced motion, as the visual
 * check's do: a dialog's 150 ms fade-in starts at opacity 0, and a `toBeVisible` that lands in that
 * first frame on a slow runner failed (CI stop 50, ContractorSelfOnboarding "Address leave asks").
 */
function chromium() {
  return playwright({
    launchOptions: { executablePath: findChromium(), headless: true, args: chromiumArgs },
    contextOptions: { reducedMotion: 'reduce' },
  });
}

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
const externals = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];

/** Entries that render or hold React state: marked as client modules for RSC hosts. */
const clientEntries = new Set(['index', 'headless']);

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  build:
    mode === 'lib'
      ? {
          outDir: 'dist',
          emptyOutDir: false,
          sourcemap: true,
          minify: false,
          target: 'es2022',
          lib: { entry: libraryEntries, formats: ['es'] },
          cssCodeSplit: true,
          rolldownOptions: {
            external: (id: string) =>
              id.startsWith('node:') || externals.some((dep) => id === dep || id.startsWith(`${dep}/`)),
            output: {
              // One file per source module, as a partner's bundler best splits and tree-shakes
              // them: a flow's lazily loaded screen then leaves the page's first load with
              // everything only it imports (react-hook-form and zod behind the onboarding steps).
              preserveModules: true,
              preserveModulesRoot: 'src',
              entryFileNames: '[name].js',
              chunkFileNames: 'chunks/[name]-[hash].js',
              assetFileNames: '[name][extname]',
              banner: (chunk: { isEntry: boolean; name: string }) =>
                chunk.isEntry && clientEntries.has(chunk.name) ? "'use client';" : '',
            },
          },
        }
      : undefined,
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // One module graph per worker, not per file: the unit files share no state through modules
          // (each builds its own demo service), and their imports took 360 of their 830 CPU seconds.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.{ts,tsx}'],
          // One file at a time: these tests drive real keyboard focus, and files running side by
          // side in one browser can take focus from each other mid-test.
          fileParallelism: false,
          setupFiles: ['test/browser/setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: chromium(),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: `${root}.storybook` })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: chromium(),
            instances: [{ browser: 'chromium' }],
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
}));
