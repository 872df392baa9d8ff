import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import tseslint from 'typescript-eslint';

// The layer rules below are explained, with their reasons, in docs/rules.md.

const FEATURES_DIR = new URL('./frontend/src/features/', import.meta.url);
const features = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Test files and their helpers may assemble a whole page, so the layer rules leave them alone. */
const FRONTEND_TESTS = [
  'frontend/src/**/*.test.{ts,tsx}',
  'frontend/src/features/*/test-utils.{ts,tsx}',
  'frontend/src/features/*/testing/**',
  'frontend/src/test/**',
];

/** A feature reaches other code only through `@/…`, so a relative path never leaves its folder. */
const FEATURE_DEPTHS = [0, 1, 2, 3];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**', 'backend/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: [
      'backend/**/*.ts',
      'test/**/*.ts',
      'common/**/*.ts',
      'scripts/**/*.mjs',
      'test/**/*.mjs',
      '*.js',
      '*.ts',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // Nest resolves constructor parameters from emitted type metadata: these imports are used at run time.
    files: ['backend/src/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },

  // Type-aware rules: every TypeScript file that belongs to one of the projects' tsconfig files.
  {
    files: [
      'backend/src/**/*.ts',
      'common/src/**/*.ts',
      'frontend/src/**/*.{ts,tsx}',
      'frontend/build/**/*.ts',
      'frontend/vite.config.ts',
      'test/**/*.ts',
    ],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // A `default:` clause is a deliberate catch-all; a switch without one must name every case.
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      '@typescript-eslint/no-deprecated': 'error',
    },
  },

  // Database access lives in repositories, tables and the database module.
  {
    files: ['backend/src/**/*.ts'],
    ignores: [
      'backend/src/**/*.repository.ts',
      'backend/src/**/*.table.ts',
      'backend/src/database/**',
      'backend/src/**/*.spec.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Query the database in a repository (*.repository.ts).' }],
          patterns: [
            { group: ['drizzle-orm/*'], message: 'Query the database in a repository (*.repository.ts).' },
          ],
        },
      ],
    },
  },

  // common/ is shared by the API and the SPA, so it depends on neither.
  {
    files: ['common/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@umang/(backend|frontend)|@/|(\\.\\./)+(backend|frontend|test)(/|$))',
              message:
                'common/ is shared by the API and the SPA: it must not import from backend, frontend or tests.',
            },
          ],
        },
      ],
    },
  },

  // Frontend layers: app → pages → features → components, lib, stores, content, config.
  {
    files: [
      'frontend/src/components/**',
      'frontend/src/lib/**',
      'frontend/src/stores/**',
      'frontend/src/content/**',
      'frontend/src/config/**',
    ],
    ignores: FRONTEND_TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|(\\.\\./)+)(features|pages|app)(/|$)',
              message:
                'Shared code must not import features, pages or the app shell; pass what it needs in instead.',
            },
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`frontend/src/features/${feature}/**`],
    ignores: FRONTEND_TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^@/(features/(?!${feature}(/|$))|pages(/|$)|app(/|$))`,
              message:
                'A feature must not import another feature, a page or the app shell; move shared code to components/ or lib/.',
            },
          ],
        },
      ],
    },
  })),
  // The same rule for relative paths: a file d folders below its feature's root may climb at most d levels.
  ...FEATURE_DEPTHS.map((depth) => ({
    files: [`frontend/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    ignores: FRONTEND_TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./){${depth + 1},}`,
              message: 'Import from outside this feature through `@/…`, never by a relative path.',
            },
          ],
        },
      ],
    },
  })),
  // Component test files share their worker's modules (frontend/vite.config.ts): a module
  // mock there would reach the other files, so a file that mocks runs apart, by its name.
  {
    files: ['frontend/src/**/*.test.{ts,tsx}'],
    ignores: ['frontend/src/**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message: 'A file that mocks a module runs on its own: name it *.isolated.test.ts(x).',
        },
      ],
    },
  },
  // Every word a patient reads comes from the translation files (src/locales), so
  // a literal in the patient side's markup is an error. The staff console stays English.
  {
    files: [
      'frontend/src/pages/*.tsx',
      'frontend/src/features/*/**/*.tsx',
      'frontend/src/components/**/*.tsx',
      'frontend/src/app/layout/*.tsx',
    ],
    ignores: [
      ...FRONTEND_TESTS,
      'frontend/src/features/staff-*/**',
      'frontend/src/components/staff/**',
      'frontend/src/components/layout/console-page.tsx',
      'frontend/src/app/layout/admin-*.tsx',
    ],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'alt',
              'aria-label',
              'aria-description',
              'title',
              'placeholder',
              'label',
              'description',
            ],
          },
        },
      ],
    },
  },
);
