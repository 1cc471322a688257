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

/** What a set of a build's assets weighs. */
export interface AppWeight {
  js: Bytes;
  css: Bytes;
  /** JS + CSS. */
  total: Bytes;
}

/**
 * A consumer app's build, twice: what its page loads before anything renders, and every asset it
 * can ever load (lazy chunks a user reaches by walking the flow included).
 */
export interface FlowWeight {
  /** The entry script, the chunks its page preloads (`modulepreload`) and its stylesheets. */
  firstLoad: AppWeight;
  /** Every JS and CSS asset of the build. */
  total: AppWeight;
}

/** One byte case, measured or waiting for its export. */
export type ByteCase =
  | {
      id: string;
      label: string;
      status: 'measured';
      weight: FlowWeight;
      /** This case minus React alone, per column (the baseline itself reports zeros). */
      overReact: { firstLoad: Bytes; total: Bytes };
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
  let react: FlowWeight | undefined;
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
      overReact: {
        firstLoad: minus(weight.firstLoad.total, react.firstLoad.total),
        total: minus(weight.total.total, react.total.total),
      },
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
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      reportCompressedSize: false,
      // No content hashes in file names: each chunk names the others it imports, and random hash
      // characters compress differently from one build to the next (tens of bytes of noise in a
      // budget for a change that touched none of the flow's code).
      rolldownOptions: {
        output: {
          entryFileNames: 'assets/[name].js',
          chunkFileNames: 'assets/[name].js',
          assetFileNames: 'assets/[name][extname]',
        },
      },
    },
  });
  const bundles = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunks = bundles.flatMap((bundle) => bundle.output.filter((item) => item.type === 'chunk'));
  const moduleIds = chunks.flatMap((chunk) => chunk.moduleIds);
  writeFileSync(join(root, chunkModulesFile), JSON.stringify(chunkModules(chunks)));
  // A consumer that imports payroll-kit must have bundled the tarball's files, not the repo's src/ or dist/.
  if (
    source.includes("from 'payroll-kit") &&
    !moduleIds.some((moduleId) => moduleId.startsWith(installedLibrary + sep))
  ) {
    throw new Error(`${id}: payroll-kit did not resolve to the packed library in ${installedLibrary}`);
  }
  return join(root, 'dist');
}

/** Where {@link measureBytes} leaves each app's {@link ChunkModules}, next to its `dist/`. */
export const chunkModulesFile = 'chunk-modules.json';

/** One chunk of a consumer build: its file and the rendered length of each module in it. */
export interface ChunkModules {
  fileName: string;
  modules: Record<string, number>;
}

function chunkModules(chunks: readonly Rolldown.OutputChunk[]): ChunkModules[] {
  return chunks.map((chunk) => ({
    fileName: chunk.fileName,
    modules: Object.fromEntries(
      Object.entries(chunk.modules).map(([id, module]) => [id, module.renderedLength]),
    ),
  }));
}

function minus(a: Bytes, b: Bytes): Bytes {
  return { raw: a.raw - b.raw, gzip: a.gzip - b.gzip };
}

function weigh(appDir: string): FlowWeight {
  // Every asset of the build, lazy chunks included: a partner pays for them as soon as a user walks the flow.
  const every = readdirSync(appDir, { recursive: true, encoding: 'utf8' }).filter((asset) =>
    /\.(js|css)$/.test(asset),
  );
  return {
    firstLoad: weighAssets(appDir, firstLoadAssets(readFileSync(join(appDir, 'index.html'), 'utf8'))),
    total: weighAssets(appDir, every),
  };
}

/**
 * The assets a page fetches before its first render, as Vite's own `index.html` names them: the
 * entry script, the chunks it preloads and the stylesheets. A lazy chunk is fetched later (on
 * idle or on use), so it counts in the total only.
 *
 * @example
 * firstLoadAssets('<script type="module" src="/assets/index-a.js"></script>'); // ['assets/index-a.js']
 */
export function firstLoadAssets(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const assets = tags.flatMap((tag) => {
    const loadsFirst = /^<script\b/.test(tag)
      ? /\btype="module"/.test(tag)
      : /\brel="(modulepreload|stylesheet)"/.test(tag);
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    return loadsFirst && url ? [url.replace(/^\.?\//, '')] : [];
  });
  return [...new Set(assets)];
}

function weighAssets(appDir: string, assets: readonly string[]): AppWeight {
  const js: Bytes = { raw: 0, gzip: 0 };
  const css: Bytes = { raw: 0, gzip: 0 };
  for (const asset of assets) {
    const bytes = readFileSync(join(appDir, asset));
    const into = asset.endsWith('.css') ? css : js;
    into.raw += bytes.length;
    into.gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { js, css, total: { raw: js.raw + css.raw, gzip: js.gzip + css.gzip } };
}
