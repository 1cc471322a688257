/**
 * Every flow's README diagram is drawn from the flow's transitions table (the rows its shell
 * applies), by `scripts/flow-diagrams.ts`: a README whose diagram is not its table's fails here,
 * and so does a flow folder without a table.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { flowDiagrams, mermaidOf, staleDiagrams, withDiagram } from '../../../scripts/flowDiagrams';
import { companyOnboardingTransitions } from '../../../src/index';

const flowsDir = fileURLToPath(new URL('../../../src/flows/', import.meta.url));

test('every flow has a transitions table, and its README holds the diagram that table draws', () => {
  const flows = readdirSync(flowsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
    .map((entry) => entry.name);
  expect(flows.length).toBeGreaterThanOrEqual(8);
  for (const flow of flows) expect(readdirSync(`${flowsDir}${flow}`)).toContain('transitions.ts');
  expect(flowDiagrams.map((diagram) => diagram.flow).sort()).toEqual(flows.sort());
  expect(staleDiagrams()).toEqual([]);
});

test('a README whose diagram was edited by hand, or lost an arrow, or has none, is stale', () => {
  const dir = mkdtempSync(join(tmpdir(), 'flow-diagrams-'));
  try {
    /** The flows `staleDiagrams` reports for a copy of one flow's README, edited. */
    const staleAfter = (flow: string, edit?: (readme: string) => string) => {
      const diagram = flowDiagrams.find((entry) => entry.flow === flow)!;
      const original = readFileSync(diagram.readme, 'utf8');
      const edited = edit ? edit(original) : original;
      if (edit) expect(edited).not.toBe(original);
      const readme = join(dir, `${flow}.md`);
      writeFileSync(readme, edited);
      return staleDiagrams([{ ...diagram, readme }]);
    };
    for (const { flow } of flowDiagrams) expect(staleAfter(flow)).toEqual([]);
    const wrongArrow = (text: string) => text.replace('  group --> receipt:', '  group --> list:');
    expect(staleAfter('Contractors', wrongArrow)).toEqual(['Contractors']);
    const lostArrow = (text: string) => text.replace(/\n {2}form --> list: [^\n]*/, '');
    expect(staleAfter('CompanyLocations', lostArrow)).toEqual(['CompanyLocations']);
    const noDiagram = (text: string) => text.replace(/```mermaid\nstateDiagram-v2[\s\S]*?```\n/, '');
    expect(staleAfter('PaySchedules', noDiagram)).toEqual(['PaySchedules']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the diagram draws every row of the table: a row added to the table makes the README stale', () => {
  const company = flowDiagrams.find((diagram) => diagram.flow === 'CompanyOnboarding')!;
  const drawn = mermaidOf(company.table, company.words);
  expect(drawn).toContain('[*] --> overview');
  expect(drawn).toContain('step --> overview: Back (asks before losing typed changes)');
  expect(drawn).toContain('step --> finish: Saved / Skipped');

  const changed = {
    ...company.table,
    edges: [...companyOnboardingTransitions.edges, { from: ['finish'], move: 'continue', to: [['step']] }],
  } as typeof company.table;
  expect(mermaidOf(changed, company.words)).toContain('finish --> step: Continue');
  expect(staleDiagrams([{ ...company, table: changed }])).toEqual(['CompanyOnboarding']);
});

test('a table inside a state is drawn inside it, its states named apart from another one’s', () => {
  const timeOff = flowDiagrams.find((diagram) => diagram.flow === 'TimeOff')!;
  const drawn = mermaidOf(timeOff.table, timeOff.words);
  expect(drawn).toContain('  state requests {\n    state "list" as requests_list\n');
  expect(drawn).toContain('    requests_list --> requests_form: New request\n');
  expect(drawn).toContain('    policies_list --> policies_form: Add policy / Edit\n');
  expect(drawn).not.toMatch(/requests_list --> requests_form: [^\n]*Edit/);
  expect(drawn).toContain('  any --> balances: Section button');
});

test('a README without a diagram gets one after its first paragraph; an old one is replaced, the rest kept', () => {
  const diagram = mermaidOf(companyOnboardingTransitions);
  const bare = '# `<Thing/>`\n\nWhat the partner gets.\n\n**Events:** none.\n';
  expect(withDiagram(bare, diagram)).toBe(
    `# \`<Thing/>\`\n\nWhat the partner gets.\n\n${diagram}\n\n**Events:** none.\n`,
  );
  const old = '# T\n\n```mermaid\nstateDiagram-v2\n  [*] --> list\n```\n\nAfter.\n';
  expect(withDiagram(old, diagram)).toBe(`# T\n\n${diagram}\n\nAfter.\n`);
  const readme = readFileSync(`${flowsDir}CompanyOnboarding/README.md`, 'utf8');
  expect(withDiagram(readme, diagram)).not.toBe(readme);
});
