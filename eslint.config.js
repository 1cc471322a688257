import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** The flow folders under src/flows (besides shared/). */
const FLOWS = ['EmployeeOnboarding', 'CompanyLocations', 'TimeOff', 'PaySchedules'];

/** Imports point down the layers only (docs/ARCHITECTURE.md); a violation is a lint error. */
const layer = (files, forbidden) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map((folder) => ({
          group: [`**/${folder}`, `**/${folder}/**`],
          message: `This layer may not import ${folder}/ (see docs/ARCHITECTURE.md).`,
        })),
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
  layer(['src/ui/**'], ['api', 'hooks', 'flows', 'provider', 'server', 'demo-api']),
  layer(['src/flows/**'], ['provider', 'server', 'demo-api']),
  // A flow never reaches into another: what two flows share lives in src/flows/shared.
  ...FLOWS.map((flow) =>
    layer(
      [`src/flows/${flow}/**`],
      ['provider', 'server', 'demo-api', ...FLOWS.filter((other) => other !== flow)],
    ),
  ),
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
