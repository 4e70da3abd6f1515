import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = './src/client/features';

/**
 * bulletproof-react's feature boundaries: a feature never imports another feature, and nothing
 * below the pages imports a page. Pages (src/client/routes) compose features.
 */
const featureZones = readdirSync(new URL(FEATURES, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `${FEATURES}/${name}`,
    from: FEATURES,
    except: [`./${name}`],
    message:
      'A feature does not import another feature: move the piece to a shared place or compose in src/client/routes.',
  }));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'test-results',
      'playwright-report',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  { files: ['src/client/**'], languageOptions: { globals: globals.browser } },
  {
    files: ['src/server/**', 'src/shared/**', 'scripts/**', 'bench/**', 'test/**', '*.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  // Playwright specs run in Node; what they pass to page.evaluate runs in the browser.
  { files: ['e2e/**'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, import: importPlugin },
    settings: {
      // The typescript resolver reads tsconfig.json's paths (#client/…, #shared/…).
      'import/resolver': { typescript: { project: './tsconfig.json' } },
    },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: [FEATURES, './src/client/components', './src/client/hooks'],
              from: './src/client/routes',
              message: 'Pages compose features; features and shared pieces never import a page.',
            },
            {
              target: ['./src/client/components', './src/client/hooks'],
              from: FEATURES,
              message: 'Shared client pieces do not depend on a feature.',
            },
          ],
        },
      ],
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Icon barrels defeat tree-shaking (DESIGN.md: weight).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@mui/icons-material', message: 'Import each icon by path.' },
            { name: '@mui/material', message: 'Import each component by path.' },
          ],
          // @emotion/server is a library (the server-side renderer's styles), not our server.
          patterns: [
            {
              group: ['**/server/**', '\\#server/**', '!@emotion/server/**'],
              message: 'The client never imports server code.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every call to the API goes through its declaration in src/shared (client(), endpointHref).
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\//], TemplateElement[value.raw=/^\\/api\\//]',
          message:
            'No hand-written /api/… path: declare the endpoint in src/shared and call it with client() or endpointHref().',
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/client/**', '\\#client/**'],
              message: 'The server never imports client code.',
            },
          ],
        },
      ],
    },
  },
  {
    // A module's work (service, queries, rules) is reachable from routes, scripts and tests alike:
    // it takes what it needs as arguments (a Db, a Storage, CatalogWrites) and knows nothing of
    // HTTP. Only a module's routes files (routes.ts, *-routes.ts) speak HTTP.
    files: ['src/server/modules/**/*.ts', 'src/server/lib/**/*.ts'],
    ignores: [
      'src/server/modules/**/routes.ts',
      'src/server/modules/**/*-routes.ts',
      // A module's index.ts is its entry: its routes with their prefixes (a small module's
      // routes may live there too), its background tasks.
      'src/server/modules/*/index.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/client/**', '\\#client/**'],
              message: 'The server never imports client code.',
            },
            {
              group: [
                '**/plugins/*',
                './routes',
                './*-routes',
                '../*/routes',
                '../*/*-routes',
                '\\#server/modules/*/routes',
                '\\#server/modules/*/*-routes',
              ],
              message:
                "A module's work does not import HTTP plugins or routes: pass what it needs.",
            },
          ],
        },
      ],
    },
  },
  {
    // No SQL in routes: a route validates, guards and answers; its module's service or queries
    // file reads and writes the database. A module's index.ts (its entry, found by
    // modules/index.ts) may hold a small module's routes, so it is a routes file too.
    files: [
      'src/server/modules/**/routes.ts',
      'src/server/modules/**/*-routes.ts',
      'src/server/modules/*/index.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/client/**', '\\#client/**'],
              message: 'The server never imports client code.',
            },
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '\\#server/db/schema'],
              message: "No SQL in routes: put the query in the module's queries.ts or service.ts.",
            },
            {
              group: [
                '../*/routes',
                '../*/*-routes',
                '\\#server/modules/*/routes',
                '\\#server/modules/*/*-routes',
              ],
              message:
                "A route file does not import another module's routes: share the rule from its service.",
            },
          ],
        },
      ],
    },
  },
  {
    // Infrastructure (mail, storage, images, sheets, throttles…) serves every module and knows none.
    files: ['src/server/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/client/**', '\\#client/**'],
              message: 'The server never imports client code.',
            },
            {
              group: [
                '**/modules/**',
                '**/plugins/*',
                '\\#server/modules/**',
                '\\#server/plugins/*',
              ],
              message: 'lib/ is infrastructure: it imports no module and no HTTP plugin.',
            },
          ],
        },
      ],
    },
  },
  {
    // Money has one home (src/shared/money.ts: whole cents inside, one rounding): server modules
    // and shared code compute no amount with Math.round or toFixed. The files listed round
    // measures and counts that are not money (m², kilos, megabytes, digits written out).
    files: ['src/server/modules/**/*.ts', 'src/shared/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      'src/shared/money.ts',
      'src/shared/rounding.ts',
      'src/shared/format.ts',
      'src/shared/calculator.ts',
      'src/shared/bags.ts',
      'src/shared/cart-share.ts',
      'src/server/modules/backups/archive-check.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='round']",
          message:
            'No ad-hoc rounding: compute money with src/shared/money.ts (sumMoney, multiplyMoney, percentageOf, roundMoney…), measures with src/shared/rounding.ts.',
        },
        {
          selector: 'CallExpression[callee.property.name=/^to(Fixed|Precision)$/]',
          message:
            'No ad-hoc rounding: money as machine text is moneyDecimalText (src/shared/money.ts), for a person formatMoney (src/shared/format.ts).',
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/client/**', '**/server/**', '\\#client/**', '\\#server/**'],
              message: 'shared imports neither client nor server.',
            },
          ],
        },
      ],
    },
  },
);
