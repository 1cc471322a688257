/**
 * Draws each flow's README diagram from its transitions table (`scripts/flowDiagrams.ts`).
 *
 * `--check` writes nothing and exits 1 when a README's diagram is not its table's (the unit test
 * `test/unit/flows/flowDiagrams.test.ts` holds the same check in `npm test`).
 *
 * @example
 * npx tsx scripts/flow-diagrams.ts          # redraw
 * npx tsx scripts/flow-diagrams.ts --check  # fail when stale
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { flowDiagrams, mermaidOf, staleDiagrams, withDiagram } from './flowDiagrams';

if (process.argv.includes('--check')) {
  const stale = staleDiagrams();
  if (stale.length > 0) {
    console.error(
      `The diagram in the README of ${stale.join(', ')} is not drawn from its transitions table.\n` +
        'Run: npx tsx scripts/flow-diagrams.ts',
    );
    process.exit(1);
  }
  console.log('flow diagrams are current');
} else {
  for (const { readme, table, words } of flowDiagrams) {
    const text = readFileSync(readme, 'utf8');
    const drawn = withDiagram(text, mermaidOf(table, words));
    if (drawn !== text) {
      writeFileSync(readme, drawn);
      console.log(`wrote ${readme}`);
    }
  }
}
