// One flat config for every project. Nx infers a `lint` target per project from it.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';

// The allowed arrows between projects (docs/architecture.md explains them).
// Two axes: `type:*` says what a project may be built from, `scope:*` keeps
// the regions apart. An empty list means "depends on no other project".
const depConstraints = [
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data', 'type:data-access', 'type:util'],
  },
  {
    sourceTag: 'type:feature',
    onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data', 'type:data-access', 'type:util'],
  },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:util'] },
  // Content speaks the contract's words (the Region type, field options).
  { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: [] },
  // The build-time tooling (the sites' prerender and checks, the test preset, the
  // generators) reads the content and the contract, and the islands' markers.
  {
    sourceTag: 'type:tooling',
    onlyDependOnLibsWithTags: ['type:tooling', 'type:ui', 'type:data', 'type:util'],
  },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:data', 'type:util', 'type:e2e-support'] },
  // The e2e projects' shared helpers and suites: for them alone (no other tag lists it).
  { sourceTag: 'type:e2e-support', onlyDependOnLibsWithTags: ['type:data', 'type:util'] },
  // The API may use the shared contract and the content's facts (the privacy notices and their
  // versions, each region's contact details), nothing React.
  { allSourceTags: ['type:app', 'scope:api'], onlyDependOnLibsWithTags: ['type:util', 'type:data'] },
  { sourceTag: 'scope:in', onlyDependOnLibsWithTags: ['scope:in', 'scope:shared'] },
  { sourceTag: 'scope:uk', onlyDependOnLibsWithTags: ['scope:uk', 'scope:shared'] },
  { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'scope:shared'] },
  // The staff inbox: its screens (scope:staff) are for apps/inbox alone. No other scope lists
  // scope:staff, so neither site nor any shared library can import them.
  { sourceTag: 'scope:staff', onlyDependOnLibsWithTags: ['scope:staff', 'scope:shared'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr*/**',
      '**/.nx/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'reports/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { '@nx': nx, import: importPlugin, 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks },
    settings: {
      // Relative imports carry their .ts/.tsx extension, so Node's resolution finds
      // them; cycles across projects are the Nx rule's job.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        { enforceBuildableLibDependency: false, allow: [], depConstraints },
      ],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
    plugins: { 'jsx-a11y': jsxA11y },
  },
  {
    // Build and test configuration uses the tooling projects (type:tooling),
    // which no source file may import: no bundle ever carries them.
    files: ['**/vite.config.ts', '**/vitest.config.ts', '**/playwright.config.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
);
