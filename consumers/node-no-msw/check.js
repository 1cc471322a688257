// A partner's plain Node process with only React beside payroll-kit (no msw, no bundler): imports
// every JavaScript entry the package exports except `payroll-kit/testing/msw`, and prints each
// entry's export names as JSON.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const manifest = JSON.parse(
  readFileSync(new URL('./node_modules/payroll-kit/package.json', import.meta.url), 'utf8'),
);
const entries = Object.keys(manifest.exports)
  .filter((subpath) => !/\.(css|json)$/.test(subpath) && subpath !== './testing/msw')
  .map((subpath) => `payroll-kit${subpath.slice(1)}`);

const imported = {};
for (const entry of entries) imported[entry] = Object.keys(await import(entry)).sort();

let mswInstalled = true;
try {
  createRequire(import.meta.url).resolve('msw');
} catch {
  mswInstalled = false;
}
console.log(JSON.stringify({ mswInstalled, imported }));
