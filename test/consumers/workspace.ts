/**
 * Global setup of the consumer apps: packs the built library once (`npm pack`, exactly what a
 * partner installs), copies every app of `consumers/` to a folder outside this repository (so Node
 * cannot fall back on the repo's own `node_modules`: a dependency the package forgets to declare
 * fails there as it would for a partner), and installs them all at once with `npm ci` from their
 * own lockfiles. The folder goes when the run ends.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { consumerNames, repoRoot, run } from './processes';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the installed consumer apps live, one folder per name of `consumers/`. */
    consumerRoot: string;
  }
}

interface Manifest {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

interface LockedPackage extends Manifest {
  integrity?: string;
}

/**
 * The apps lock the library's own dependencies and required peers; when the library changes them,
 * the locks must follow, or `npm ci` would quietly install the old set. (Optional peers such as
 * msw are never installed for the library, so their ranges do not change what `npm ci` lays out.)
 */
function checkLockedLibrary(app: string): void {
  const library = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as Manifest;
  const lock = JSON.parse(readFileSync(join(repoRoot, 'consumers', app, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockedPackage>;
  };
  const locked = lock.packages['node_modules/payroll-kit'];
  const same = (a: Record<string, string> = {}, b: Record<string, string> = {}) =>
    JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
  const required = (manifest: Manifest) =>
    Object.fromEntries(
      Object.entries(manifest.peerDependencies ?? {}).filter(
        ([name]) => !library.peerDependenciesMeta?.[name]?.optional,
      ),
    );
  if (
    !locked ||
    locked.integrity ||
    !same(locked.dependencies, library.dependencies) ||
    !same(required(locked), required(library))
  ) {
    throw new Error(
      `consumers/${app}/package-lock.json is out of date with payroll-kit's dependencies. Refresh it: ` +
        `npm run build && npm pack --pack-destination consumers/.pack && mv consumers/.pack/payroll-kit-*.tgz ` +
        `consumers/.pack/payroll-kit.tgz && (cd consumers/${app} && npm install && rm -rf node_modules), then ` +
        `delete the "integrity" of node_modules/payroll-kit in the lockfile (the tarball changes every build).`,
    );
  }
}

/** The latest modification time of any file under `folder`. */
function newestChange(folder: string): number {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((newest, entry) => Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs), 0);
}

const builtBefore = (file: string, time: number) => !existsSync(file) || statSync(file).mtimeMs < time;

export default async function setup(project: TestProject): Promise<() => void> {
  const keep = Boolean(process.env.PAYROLL_KIT_KEEP_CONSUMERS);
  const root = mkdtempSync(join(tmpdir(), 'payroll-kit-consumers-'));
  project.provide('consumerRoot', root);

  try {
    // `npm test` has just built dist/ (check:package); a bare run builds it when missing or older than src/.
    if (builtBefore(join(repoRoot, 'dist', 'index.js'), newestChange(join(repoRoot, 'src'))))
      await run('npm', ['run', 'build'], { cwd: repoRoot });
    const pack = join(root, '.pack');
    mkdirSync(pack);
    const packed = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', pack], {
      cwd: repoRoot,
    });
    const [{ filename }] = JSON.parse(packed.stdout) as [{ filename: string }];
    renameSync(join(pack, filename), join(pack, 'payroll-kit.tgz'));

    for (const app of consumerNames) {
      checkLockedLibrary(app);
      cpSync(join(repoRoot, 'consumers', app), join(root, app), {
        recursive: true,
        filter: (source) => !/[\\/](node_modules|\.next|dist)$/.test(source),
      });
    }
    // Installing is mostly waiting on the network, so the apps install side by side.
    await Promise.all(
      consumerNames.map((app) =>
        run('npm', ['ci', '--no-fund', '--no-audit', '--loglevel=error'], { cwd: join(root, app) }),
      ),
    );
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }

  return () => {
    if (keep) console.log(`consumer apps kept in ${root}`);
    else rmSync(root, { recursive: true, force: true });
  };
}
