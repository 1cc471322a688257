import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import { URL } from 'node:url';

/** The flow folders under src/flows (besides shared/): a new flow's folder joins the rules by itself. */
const FLOWS = readdirSync(new URL('./src/flows', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);

/**
 * Flows another flow renders as blocks (docs/ARCHITECTURE.md "How to add a flow"): the company
 * onboarding shows the locations, pay schedules and employee onboarding flows as its steps.
 */
const BLOCKS = { CompanyOnboarding: ['CompanyLocations', 'PaySchedules', 'EmployeeOnboarding'] };

/** The only modules that may call `invalidateQueries`: each area's invalidations and the helper they share. */
const INVALIDATING_MODULES = ['src/hooks/*/invalidations.ts', 'src/hooks/refresh.ts'];

/** A cache key is named in its area's keys.ts (gathered by hooks/queryKeyTable.ts), never written by hand. */
const queryKeyByHand = {
  selector: "Property[key.name='queryKey'] > ArrayExpression",
  message:
    "Name the key in its area's hooks/<area>/keys.ts (gathered by src/hooks/queryKeyTable.ts), the one table of cache keys.",
};

/**
 * Imports point down the layers only (docs/ARCHITECTURE.md); a violation is a lint error.
 * `allowed` names the few framework-free modules of a forbidden folder a layer may still use.
 */
const layer = (files, forbidden, allowed = []) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map((folder) => {
          const message = `This layer may not import ${folder}/ (see docs/ARCHITECTURE.md).`;
          const modules = allowed
            .filter((path) => path.startsWith(`${folder}/`))
            .map((path) => path.slice(folder.length + 1));
          // Case-sensitive: the flow <TimeOff/> (TimeOff/) is not the hooks' area timeOff/ or a shared block's folder.
          if (modules.length === 0)
            return { group: [`**/${folder}`, `**/${folder}/**`], message, caseSensitive: true };
          // The folder, or any module of it but the allowed ones.
          return { regex: `(^|/)${folder}(/(?!(${modules.join('|')})$).*)?$`, message };
        }),
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'coverage',
      'bench/.build',
      'node_modules',
      'consumers/.pack',
      '**/.next',
      'src/server/endpoint-inventory.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  layer(['src/api/**'], ['hooks', 'ui', 'flows', 'provider', 'server', 'demo-api']),
  layer(['src/hooks/**'], ['ui', 'flows', 'provider', 'server', 'demo-api']),
  // Money has one home, in api: the UI kit's money input tidies amounts with the same rules.
  layer(['src/ui/**'], ['api', 'hooks', 'flows', 'provider', 'server', 'demo-api'], ['api/money']),
  layer(['src/flows/**'], ['provider', 'server', 'demo-api']),
  // A flow never reaches into another: what two flows share lives in src/flows/shared.
  ...FLOWS.map((flow) =>
    layer(
      [`src/flows/${flow}/**`],
      [
        'provider',
        'server',
        'demo-api',
        ...FLOWS.filter((other) => other !== flow && !BLOCKS[flow]?.includes(other)),
      ],
    ),
  ),
  // A flow that renders another as a block reaches it by its public entry only, never its files.
  ...Object.entries(BLOCKS).map(([flow, blocks]) => ({
    files: [`src/flows/${flow}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...FLOWS.filter((other) => other !== flow && !blocks.includes(other)).map((other) => ({
              group: [`**/${other}`, `**/${other}/**`],
              message: `A flow may not import ${other}/ (see docs/ARCHITECTURE.md).`,
            })),
            ...['provider', 'server', 'demo-api'].map((folder) => ({
              group: [`**/${folder}`, `**/${folder}/**`],
              message: `This layer may not import ${folder}/ (see docs/ARCHITECTURE.md).`,
            })),
            ...blocks.map((other) => ({
              group: [`**/${other}/**`],
              message: `Render ${other} through its public entry ('../${other}'), not its files.`,
            })),
          ],
        },
      ],
    },
  })),
  // One home for each cache rule: each area's keys in hooks/<area>/keys.ts (gathered by
  // hooks/queryKeyTable.ts), and what each write refreshes in hooks/<area>/invalidations.ts (gathered
  // by hooks/invalidationTable.ts; with the refresh helper they share, the only modules that
  // invalidate), so no write forgets a read.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='invalidateQueries']",
          message:
            "Refresh through invalidateAfter (src/hooks/invalidationTable.ts, which gathers each area's hooks/<area>/invalidations.ts), the one table of what each write refreshes.",
        },
        queryKeyByHand,
      ],
    },
  },
  {
    files: [...INVALIDATING_MODULES],
    rules: { 'no-restricted-syntax': ['error', queryKeyByHand] },
  },
  layer(['src/provider/**'], ['flows', 'server', 'demo-api']),
  layer(['src/server/**'], ['hooks', 'ui', 'flows', 'provider', 'demo-api']),
  layer(['src/demo-api/**'], ['api', 'hooks', 'ui', 'flows', 'provider', 'server']),
  // The consumer apps' plain Node scripts (consumers/*/…js) run on Node's own globals.
  {
    files: ['consumers/**/*.js'],
    languageOptions: {
      globals: {
        console: 'readonly',
        fetch: 'readonly',
        process: 'readonly',
        Response: 'readonly',
        URL: 'readonly',
      },
    },
  },
);
