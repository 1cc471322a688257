/**
 * Builds the published package: JS entries and the stylesheet with Vite library mode, then
 * type declarations with tsc. `npm run build`.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

rmSync('dist', { recursive: true, force: true });
execFileSync('node_modules/.bin/vite', ['build', '--mode', 'lib', '--logLevel', 'warn'], {
  stdio: 'inherit',
});
execFileSync('node_modules/.bin/tsc', ['-p', 'tsconfig.build.json'], { stdio: 'inherit' });
