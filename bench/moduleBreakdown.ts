import { readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunkModulesFile, firstLoadAssets, type ByteCase, type ChunkModules } from './bytes';

/** Gzip bytes a group of modules weighs in one consumer build, on its first load and in total. */
export interface GroupWeight {
  group: string;
  firstLoad: number;
  total: number;
}

/** What React alone brings; the byte cases are measured over it, so the breakdown leaves it out. */
const baseline = new Set(['react', 'react-dom', 'scheduler']);

/**
 * The group a module of a consumer build counts in: a dependency by its package name, a file of
 * ours by its folder (`payroll-kit: flows/EmployeeOnboarding`, `payroll-kit: hooks`), the
 * bundler's own runtime as `bundler runtime`.
 *
 * @example
 * moduleGroup('/app/node_modules/@tanstack/query-core/build/modern/query.js'); // '@tanstack/query-core'
 * moduleGroup('/app/node_modules/payroll-kit/dist/flows/shared/FormLayout.js'); // 'payroll-kit: flows/shared'
 */
export function moduleGroup(moduleId: string): string {
  const path = moduleId.split(sep).join('/');
  const packageAt = path.lastIndexOf('/node_modules/');
  if (packageAt < 0) return 'bundler runtime';
  const [scope = '', name = '', ...rest] = path.slice(packageAt + '/node_modules/'.length).split('/');
  const dependency = scope.startsWith('@') ? `${scope}/${name}` : scope;
  if (dependency !== 'payroll-kit') return dependency;
  const inDist = (scope.startsWith('@') ? rest : [name, ...rest]).slice(1);
  const folders = inDist.slice(0, -1);
  // Flows by flow (their shared pieces included); every other layer as one.
  const depth = folders[0] === 'flows' ? 2 : 1;
  return `payroll-kit: ${folders.slice(0, depth).join('/') || 'entry'}`;
}

/**
 * Splits the JS gzip bytes a consumer build adds over React among its modules, then sums them by
 * {@link moduleGroup}. Gzip is computed per chunk: a lazy chunk's bytes are shared in proportion
 * to its modules' rendered (minified) length; in the first-load chunks, which also hold React, the
 * bytes over React's own (`reactGzip`) are shared among the modules that are not React's. A
 * module's share is an estimate, but the groups add up to the JS the page really loads over React.
 *
 * @example
 * const rows = moduleBreakdown('bench/.build/apps/CompanyLocations', 67_600); // heaviest first
 */
export function moduleBreakdown(appRoot: string, reactGzip: number): GroupWeight[] {
  const chunks = JSON.parse(readFileSync(join(appRoot, chunkModulesFile), 'utf8')) as ChunkModules[];
  const first = new Set(firstLoadAssets(readFileSync(join(appRoot, 'dist', 'index.html'), 'utf8')));
  const weighed = chunks.map((chunk) => {
    const gzip = gzipSync(readFileSync(join(appRoot, 'dist', chunk.fileName)), { level: 9 }).length;
    const ours = Object.entries(chunk.modules).filter(([moduleId]) => !baseline.has(moduleGroup(moduleId)));
    return { chunk, gzip, ours, rendered: ours.reduce((sum, [, length]) => sum + length, 0) };
  });
  const firstOurs = weighed.filter(({ chunk }) => first.has(chunk.fileName));
  const firstGzip = firstOurs.reduce((sum, { gzip }) => sum + gzip, 0) - reactGzip;
  const firstRendered = firstOurs.reduce((sum, { rendered }) => sum + rendered, 0);
  const groups = new Map<string, GroupWeight>();
  for (const { chunk, gzip, ours, rendered } of weighed) {
    const loadsFirst = first.has(chunk.fileName);
    const [bytes, length] = loadsFirst ? [firstGzip, firstRendered] : [gzip, rendered];
    if (length === 0) continue;
    for (const [moduleId, moduleLength] of ours) {
      const group = moduleGroup(moduleId);
      const share = (bytes * moduleLength) / length;
      const weight = groups.get(group) ?? { group, firstLoad: 0, total: 0 };
      weight.total += share;
      if (loadsFirst) weight.firstLoad += share;
      groups.set(group, weight);
    }
  }
  return [...groups.values()].sort((a, b) => b.total - a.total || a.group.localeCompare(b.group));
}

/**
 * The breakdown of every measured flow as one Markdown table: a row per dependency and per folder
 * of ours, a column per flow with its first load and total (kB gzip over React), heaviest first.
 * Groups under 0.1 kB everywhere are left out. `npm run size -- --breakdown` prints it.
 *
 * @example
 * console.log(breakdownTable(await measureBytes()));
 */
export function breakdownTable(cases: readonly ByteCase[]): string {
  const react = cases.find((item) => item.id === 'react');
  const reactGzip = react?.status === 'measured' ? react.weight.firstLoad.js.gzip : 0;
  const flows = cases.filter(
    (item): item is Extract<ByteCase, { status: 'measured' }> =>
      item.status === 'measured' && item.label.startsWith('<'),
  );
  const perFlow = flows.map((flow) => moduleBreakdown(join(flow.appDir, '..'), reactGzip));
  const heaviest = new Map<string, number>();
  for (const rows of perFlow)
    for (const row of rows) heaviest.set(row.group, Math.max(heaviest.get(row.group) ?? 0, row.total));
  const groups = [...heaviest].filter(([, total]) => total >= 50).sort((a, b) => b[1] - a[1]);
  const kB = (bytes: number) => (bytes / 1000).toFixed(1);
  const cell = (rows: GroupWeight[], group: string) => {
    const row = rows.find((candidate) => candidate.group === group);
    return row ? `${kB(row.firstLoad)} / ${kB(row.total)}` : '–';
  };
  const header = `| dependency or folder (first load / total, kB) | ${flows.map((flow) => `\`${flow.label}\``).join(' | ')} |`;
  const rule = `|---|${flows.map(() => '---:').join('|')}|`;
  const body = groups.map(
    ([group]) => `| ${group} | ${perFlow.map((rows) => cell(rows, group)).join(' | ')} |`,
  );
  const css = `| CSS (\`styles/core.css\` + the flow's own) | ${flows.map((flow) => `${kB(flow.weight.firstLoad.css.gzip)} / ${kB(flow.weight.total.css.gzip)}`).join(' | ')} |`;
  const sum = `| **all, over React** | ${flows.map((flow) => `**${kB(flow.overReact.firstLoad.gzip)} / ${kB(flow.overReact.total.gzip)}**`).join(' | ')} |`;
  return [header, rule, ...body, css, sum].join('\n');
}
