/**
 * `npm run check:examples`: type-checks the TSDoc `@example` of every public export (see
 * `scripts/tsdocExamples.ts`); lists each example that does not compile and fails.
 */
import { fileURLToPath } from 'node:url';
import { checkExamples } from './tsdocExamples';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const { checked, problems } = checkExamples(repoRoot);
for (const problem of problems) console.error(`${problem.at} (${problem.owner}): ${problem.message}`);
if (problems.length > 0) {
  console.error(`${problems.length} type error(s) in the TSDoc examples of public exports.`);
  process.exit(1);
}
console.log(`${checked} TSDoc examples of public exports type-check.`);
