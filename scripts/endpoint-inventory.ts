/**
 * Writes `src/server/endpoint-inventory.json`, the proxy's allowlist, from the API layer's
 * endpoint table, so the proxy forwards exactly what the library calls and nothing more.
 *
 * `--check` writes nothing and exits 1 when the checked-in JSON is stale (run in CI).
 *
 * @example
 * npx tsx scripts/endpoint-inventory.ts          # regenerate
 * npx tsx scripts/endpoint-inventory.ts --check  # fail when stale
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { endpoints } from '../src/api/endpoints';
import { buildEndpointInventory } from '../src/server/endpointInventory';

const target = fileURLToPath(new URL('../src/server/endpoint-inventory.json', import.meta.url));
const expected = `${JSON.stringify(buildEndpointInventory(endpoints), null, 2)}\n`;

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // A missing file is as stale as a wrong one.
  }
  if (current !== expected) {
    console.error(
      'src/server/endpoint-inventory.json is out of date with src/api/endpoints.ts.\n' +
        'Run: npx tsx scripts/endpoint-inventory.ts',
    );
    process.exit(1);
  }
  console.log('endpoint inventory is current');
} else {
  writeFileSync(target, expected);
  console.log(`wrote ${target}`);
}
