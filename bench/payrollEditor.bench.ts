/**
 * `npx tsx bench/payrollEditor.bench.ts [--runs N] [--sizes 5000,20000]`: the payroll editor of
 * `<PayrollRun/>` in Chromium against the demo service at each seed size (also run by
 * `npm run bench -- --only render`): the table, the bare-input floor, and the figures against the
 * targets in frames (`editorTargets`). Run it on an idle machine. Builds the consumer apps first
 * unless they are built.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { measureBytes } from './bytes';
import { launchChromium } from './chromiumBrowser';
import { repoRoot } from './paths';
import {
  editorTargetLines,
  floorLine,
  payrollEditorTable,
  summarizePayrollEditor,
} from './payrollEditorTable';
import { bareInputFloor, measurePayrollEditor } from './payrollEditorRendering';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, sizes: { type: 'string', default: '5000,20000' } },
});
let appDir = join(repoRoot, 'bench', '.build', 'apps', 'PayrollRun', 'dist');
if (!existsSync(join(appDir, 'index.html'))) {
  const built = (await measureBytes()).find((item) => item.id === 'PayrollRun');
  if (built?.status !== 'measured') throw new Error('payroll-kit does not build <PayrollRun/>');
  appDir = built.appDir;
}
const browser = await launchChromium();
try {
  const rows = [];
  for (const employees of values.sizes.split(',').map(Number)) {
    rows.push(
      summarizePayrollEditor(
        employees,
        await measurePayrollEditor(browser, appDir, employees, Number(values.runs)),
      ),
    );
  }
  const floor = await bareInputFloor(browser);
  console.log(payrollEditorTable(rows));
  console.log(floorLine(floor));
  console.log(`\nTargets (issue 41):\n${editorTargetLines(rows, floor)}`);
  console.log(JSON.stringify({ payrollEditor: rows, floor }));
} finally {
  await browser.close();
}
