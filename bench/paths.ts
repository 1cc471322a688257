import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The repository root (this file lives in `bench/`). */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Everything the benchmarks write goes under `bench/.build/` (git-ignored). It has its own
 * `package.json` so that a consumer app built there is *not* inside the `payroll-kit` package scope:
 * otherwise Node-style resolution would self-reference the repo's own `dist/` instead of the packed
 * tarball a partner installs.
 */
export const buildRoot = join(repoRoot, 'bench', '.build');

/** Where the packed library is extracted, exactly as `npm install` would lay it out. */
export const installedLibrary = join(buildRoot, 'node_modules', 'payroll-kit');
