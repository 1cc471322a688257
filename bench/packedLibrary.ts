import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { moduleExports } from './moduleExports';
import { buildRoot, installedLibrary, repoRoot } from './paths';

/** The export names of the two browser entries of the installed package. */
export interface LibraryExports {
  /** `payroll-kit` */
  main: string[];
  /** `payroll-kit/headless` */
  headless: string[];
}

/**
 * Builds the library with the repo's own Vite library config, packs it with `npm pack` and extracts
 * the tarball to `bench/.build/node_modules/payroll-kit`, so consumer apps resolve `payroll-kit`
 * through its `exports` and `sideEffects` exactly as a partner's install does. Its dependencies and
 * React resolve from the repo's `node_modules` by walking up; nothing is installed.
 *
 * The JS/CSS are built into a staging folder rather than `dist/` so a benchmark never deletes the
 * `dist/` other tools (package checks, a running demo) are reading at the same time. Declarations
 * are left out: they cost a partner's bundle nothing.
 *
 * @example
 * const tarball = packLibrary(); // '/…/bench/.build/tarball/payroll-kit-0.1.0.tgz'
 */
export function packLibrary(): string {
  const staging = join(buildRoot, 'package');
  const tarballs = join(buildRoot, 'tarball');
  for (const folder of [staging, tarballs, installedLibrary])
    rmSync(folder, { recursive: true, force: true });
  mkdirSync(tarballs, { recursive: true });
  mkdirSync(installedLibrary, { recursive: true });
  writeFileSync(
    join(buildRoot, 'package.json'),
    `${JSON.stringify({ name: 'payroll-kit-bench-consumer', private: true, type: 'module' }, null, 2)}\n`,
  );

  execFileSync(
    join(repoRoot, 'node_modules', '.bin', 'vite'),
    ['build', '--mode', 'lib', '--logLevel', 'error', '--outDir', join(staging, 'dist')],
    { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  copyFileSync(join(repoRoot, 'package.json'), join(staging, 'package.json'));
  if (existsSync(join(repoRoot, 'README.md')))
    copyFileSync(join(repoRoot, 'README.md'), join(staging, 'README.md'));

  const packed = execFileSync(
    'npm',
    ['pack', staging, '--pack-destination', tarballs, '--ignore-scripts', '--json', '--silent'],
    { cwd: buildRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const [{ filename }] = JSON.parse(packed) as [{ filename: string }];
  const tarball = join(tarballs, filename);
  execFileSync('tar', ['-xzf', tarball, '-C', installedLibrary, '--strip-components=1']);
  return tarball;
}

/**
 * Reads which names the installed package's browser entries export, so a case whose export does
 * not exist yet is reported as "not built yet" and starts counting the day it lands.
 *
 * @example
 * installedExports().main.includes('EmployeeOnboarding');
 */
export function installedExports(): LibraryExports {
  const manifest = JSON.parse(readFileSync(join(installedLibrary, 'package.json'), 'utf8')) as {
    exports: Record<string, string | { default: string }>;
  };
  const read = (subpath: string): string[] => {
    const target = manifest.exports[subpath];
    const file = typeof target === 'string' ? target : target?.default;
    if (!file || !existsSync(join(installedLibrary, file))) return [];
    return moduleExports(readFileSync(join(installedLibrary, file), 'utf8'));
  };
  return { main: read('.'), headless: read('./headless') };
}
