/**
 * Reports the gzip size of `payroll-kit/styles.css` and of the UI primitives (`src/ui`), built the
 * way the library is built (ES module, dependencies external, minified as a partner's bundler
 * would). `npx tsx bench/ui-size.bench.ts`
 */
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const outDir = 'bench/.build/ui';
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
const externals = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];

rmSync(outDir, { recursive: true, force: true });
await build({
  configFile: false,
  logLevel: 'warn',
  build: {
    outDir,
    minify: true,
    cssMinify: true,
    cssCodeSplit: true,
    target: 'es2022',
    lib: { entry: { ui: 'src/ui/index.ts', styles: 'src/styles.css' }, formats: ['es'] },
    rolldownOptions: {
      external: (id: string) => externals.some((dep) => id === dep || id.startsWith(`${dep}/`)),
      output: { entryFileNames: '[name].js', assetFileNames: '[name][extname]' },
    },
  },
});

const rows = readdirSync(outDir)
  .filter((name) => /\.(js|css)$/.test(name))
  .map((name) => {
    const bytes = readFileSync(join(outDir, name));
    return { file: name, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
console.table(rows);
// The machine-readable summary `npm run bench` reads: one flat figure per file and measure.
console.log(
  JSON.stringify(
    Object.fromEntries(
      rows.flatMap((row) => [
        [`${row.file} raw`, row.raw],
        [`${row.file} gzip`, row.gzip],
      ]),
    ),
  ),
);
