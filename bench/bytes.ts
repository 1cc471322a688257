import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { consumerApps, type ConsumerApp } from './consumerApps';
import { installedExports, packLibrary } from './packedLibrary';
import { buildRoot, installedLibrary } from './paths';

/** Raw and gzip (level 9) bytes of one kind of asset. */
export interface Bytes {
  raw: number;
  gzip: number;
}

/** What one consumer app's production build weighs. */
export interface AppWeight {
  js: Bytes;
  css: Bytes;
  /** JS + CSS. */
  total: Bytes;
}

/** One byte case, measured or waiting for its export. */
export type ByteCase =
  | {
      id: string;
      label: string;
      status: 'measured';
      weight: AppWeight;
      /** This case minus React alone (the baseline itself reports zeros). */
      overReact: Bytes;
      /** The built app, which the request and render benchmarks serve. */
      appDir: string;
    }
  | { id: string; label: string; status: 'not built yet'; missing: string[] };

/**
 * Packs the library and builds every consumer app (Vite, production, minified, default target)
 * against the packed package, then weighs each build. Deterministic: the CI size gate runs this.
 *
 * @example
 * const cases = await measureBytes();
 * cases.find((c) => c.id === 'headless');
 */
export async function measureBytes(apps: readonly ConsumerApp[] = consumerApps): Promise<ByteCase[]> {
  packLibrary();
  const exports = installedExports();
  const measured: ByteCase[] = [];
  let react: AppWeight | undefined;
  for (const app of apps) {
    const entry = app.entry(exports);
    if ('missing' in entry) {
      measured.push({ id: app.id, label: app.label, status: 'not built yet', missing: entry.missing });
      continue;
    }
    const appDir = await buildConsumerApp(app.id, entry.source);
    const weight = weigh(appDir);
    react ??= weight;
    measured.push({
      id: app.id,
      label: app.label,
      status: 'measured',
      weight,
      overReact: { raw: weight.total.raw - react.total.raw, gzip: weight.total.gzip - react.total.gzip },
      appDir,
    });
  }
  return measured;
}

/** Builds one app the way a partner's Vite project would, and checks it used the packed library. */
async function buildConsumerApp(id: string, source: string): Promise<string> {
  const root = join(buildRoot, 'apps', id);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, 'main.js'), source);
  writeFileSync(
    join(root, 'index.html'),
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${id}</title></head>` +
      `<body><div id="root"></div><script type="module" src="./main.js"></script></body></html>\n`,
  );
  const output = await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'silent',
    build: { outDir: 'dist', emptyOutDir: true, reportCompressedSize: false },
  });
  const bundles = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const moduleIds = bundles.flatMap((bundle) =>
    bundle.output.flatMap((item) => (item.type === 'chunk' ? item.moduleIds : [])),
  );
  // A consumer that imports payroll-kit must have bundled the tarball's files, not the repo's src/ or dist/.
  if (
    source.includes("from 'payroll-kit") &&
    !moduleIds.some((moduleId) => moduleId.startsWith(installedLibrary + sep))
  ) {
    throw new Error(`${id}: payroll-kit did not resolve to the packed library in ${installedLibrary}`);
  }
  return join(root, 'dist');
}

function weigh(appDir: string): AppWeight {
  const js: Bytes = { raw: 0, gzip: 0 };
  const css: Bytes = { raw: 0, gzip: 0 };
  // Every asset of the build, lazy chunks included: a partner pays for them as soon as a user walks the flow.
  for (const asset of readdirSync(appDir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(js|css)$/.test(asset)) continue;
    const bytes = readFileSync(join(appDir, asset));
    const into = asset.endsWith('.css') ? css : js;
    into.raw += bytes.length;
    into.gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { js, css, total: { raw: js.raw + css.raw, gzip: js.gzip + css.gzip } };
}
