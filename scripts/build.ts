/**
 * Builds the published package: JS entries and the stylesheet with Vite library mode, then
 * type declarations with tsc. `npm run build`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

rmSync('dist', { recursive: true, force: true });
// Always the production JSX runtime: a NODE_ENV inherited from a test runner would otherwise ship
// `react/jsx-dev-runtime` calls, which a partner's production React does not have.
execFileSync('node_modules/.bin/vite', ['build', '--mode', 'lib', '--logLevel', 'warn'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
execFileSync('node_modules/.bin/tsc', ['-p', 'tsconfig.build.json'], { stdio: 'inherit' });
addDeclarationExtensions('dist');

/**
 * Source imports are extensionless (bundler resolution), but Node's ESM resolution of our `.d.ts`
 * files needs explicit `.js` specifiers, so we spell them out after tsc has written them.
 */
function addDeclarationExtensions(folder: string): void {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) {
      addDeclarationExtensions(path);
    } else if (path.endsWith('.d.ts')) {
      const source = readFileSync(path, 'utf8');
      const fixed = source.replace(
        /((?:from|import)\s*\(?\s*['"])(\.{1,2}\/[^'"]+)(['"])/g,
        (whole, before: string, specifier: string, after: string) => {
          if (/\.(js|json|css)$/.test(specifier)) return whole;
          const target = resolve(dirname(path), specifier);
          if (existsSync(`${target}.d.ts`)) return `${before}${specifier}.js${after}`;
          if (existsSync(join(target, 'index.d.ts'))) return `${before}${specifier}/index.js${after}`;
          return whole;
        },
      );
      if (fixed !== source) writeFileSync(path, fixed);
    }
  }
}
