/**
 * Every comment that cites the payroll API's documents (`SPEC §7`, `UPSTREAM E.4`,
 * `UPSTREAM-2 H.6`, `DECISIONS 49`, `contract.md#versions`) cites a document in the repository
 * (`docs/api/`, `docs/contract.md`) and a section, row or anchor it has, so a contributor can
 * follow each one from a clone, and a revised document shows which comments it left behind.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const docs = (name: string) => readFileSync(join('docs', name), 'utf8');
const spec = docs('api/SPEC.md');
const upstream = { UPSTREAM: docs('api/UPSTREAM.md'), 'UPSTREAM-2': docs('api/UPSTREAM-2.md') };
const decisions = docs('api/DECISIONS.md');
const contract = docs('contract.md');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `§7`, `§6.2`: a section of SPEC.md, and a subsection heading or numbered item in it. */
function specHas(ref: string): boolean {
  const [section, item] = ref.replace('§', '').split('.');
  const start = spec.search(new RegExp(`^## ${section}\\. `, 'm'));
  if (start < 0) return false;
  if (item === undefined) return true;
  const body = spec.slice(start + 1).split(/^## /m)[0]!;
  return new RegExp(`^(### ${section}\\.${item} |${item}\\. |\\| ?${item} ?\\|)`, 'm').test(body);
}

/** `E`, `E.4`, `H.6`: a lettered section or subsection heading. */
const upstreamHas = (text: string, ref: string) => new RegExp(`^#{2,3} ${escape(ref)}[. ]`, 'm').test(text);

/** `49`, `47c`, `47(c)`: a row of the decisions table. */
const decisionHas = (ref: string) => new RegExp(`^\\| ?${ref.match(/^\d+/)![0]} ?\\|`, 'm').test(decisions);

const anchors = new Set(
  [...contract.matchAll(/^#{2,3} (.+)$/gm)].map((m) =>
    m[1]!
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9 -]/g, '')
      .replace(/ /g, '-'),
  ),
);

const REF = {
  SPEC: /^§\d+(\.\d+)?/,
  UPSTREAM: /^[A-J](\.\d+)?(?![\w-])/,
  DECISIONS: /^(rows? )?\d+( ?\(?[a-z]\)?(?![\w-]))?/,
};

/** The citations in one text, each with what it cites and whether the document has it. */
function citations(text: string): { cited: string; found: boolean }[] {
  const found: { cited: string; found: boolean }[] = [];
  for (const match of text.matchAll(/\b(SPEC|UPSTREAM-2|UPSTREAM|DECISIONS)(?:\.md)?\b(?![_A-Z-])/g)) {
    const doc = match[1] as 'SPEC' | 'UPSTREAM' | 'UPSTREAM-2' | 'DECISIONS';
    let rest = text.slice(match.index + match[0].length);
    const pattern = doc === 'UPSTREAM-2' ? REF.UPSTREAM : REF[doc];
    // A list of references: `E.5, E.7`, `§4, §8.2`, `rows 48–54`, `15 and 43`.
    for (let separator = /^ (row[s]? )?/; ; separator = /^(, ?| and |–|-)(?=[§\dA-J])/) {
      const lead = rest.match(separator);
      if (!lead) break;
      rest = rest.slice(lead[0].length);
      const ref = rest.match(pattern)?.[0];
      if (!ref) break;
      rest = rest.slice(ref.length);
      const bare = ref.replace(/^rows? /, '');
      const has =
        doc === 'SPEC'
          ? specHas(bare)
          : doc === 'DECISIONS'
            ? decisionHas(bare)
            : upstreamHas(upstream[doc], bare);
      found.push({ cited: `${doc} ${bare}`, found: has });
    }
  }
  for (const match of text.matchAll(/contract\.md#([a-z0-9-]+)/g)) {
    found.push({ cited: `contract.md#${match[1]}`, found: anchors.has(match[1]!) });
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__screenshots__' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

test('the check reads lists of references and knows a row or section the documents do not have', () => {
  expect(citations('(UPSTREAM E.5, E.7; DECISIONS 15, 43)')).toEqual([
    { cited: 'UPSTREAM E.5', found: true },
    { cited: 'UPSTREAM E.7', found: true },
    { cited: 'DECISIONS 15', found: true },
    { cited: 'DECISIONS 43', found: true },
  ]);
  expect(citations('SPEC §7 and SPEC §12, DECISIONS 99, UPSTREAM E.42, UPSTREAM-2 H.6')).toEqual([
    { cited: 'SPEC §7', found: true },
    { cited: 'SPEC §12', found: false },
    { cited: 'DECISIONS 99', found: false },
    { cited: 'UPSTREAM E.42', found: false },
    { cited: 'UPSTREAM-2 H.6', found: true },
  ]);
  expect(citations('see contract.md#versions and contract.md#nowhere')).toEqual([
    { cited: 'contract.md#versions', found: true },
    { cited: 'contract.md#nowhere', found: false },
  ]);
  expect(citations('const UPSTREAM_JSON_BYTES = 8; UPSTREAM_CLIENT')).toEqual([]);
});

test('every citation in src and test names a section, row or anchor of a document in the repository', () => {
  // This file's own examples of broken citations aside.
  const files = [...sourceFiles('src'), ...sourceFiles('test')].filter(
    (file) => !file.endsWith('contractCitations.test.ts'),
  );
  const broken = files.flatMap((file) =>
    citations(readFileSync(file, 'utf8'))
      .filter((citation) => !citation.found)
      .map((citation) => `${file}: ${citation.cited}`),
  );
  expect(broken).toEqual([]);
});
