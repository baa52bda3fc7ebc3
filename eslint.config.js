// ESLint (flat config): correctness and boundaries; formatting is Prettier's (.prettierrc.json).
// `npm run lint` runs it with zero warnings allowed, as a step of `npm test`.
// See docs/decisions/lint-and-format.md.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { domainTableWrites } from './scripts/lint/domain-table-writes.js';

/** Every folder under src/client/features, read at lint time, so a new feature is fenced in from its first file. */
const FEATURES = readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A feature folder is self-contained: it may use lib, components and shared, never another feature. */
const featureZones = FEATURES.map((feature) => ({
  target: `./src/client/features/${feature}`,
  from: './src/client/features',
  except: [`./${feature}`],
  message: 'A feature does not import another feature; move the shared piece to src/client/lib or components.',
}));

/**
 * Every folder under src/server is a domain, read at lint time, except platform (the layer below every
 * domain), testing (test support) and seed (it composes every domain's demo data). A domain's code
 * reaches another domain only through that domain's `index.ts` (its functions and types) and its
 * `*.schema.ts` files (its tables, for foreign keys and read-only joins); see
 * docs/decisions/server-domains-public-face.md.
 */
const serverDir = new URL('./src/server/', import.meta.url);
const SERVER_DOMAINS = readdirSync(serverDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['platform', 'testing', 'seed'].includes(entry.name))
  .map((entry) => entry.name);

/** The files of a domain other domains may import, relative to its folder: the face and the tables. */
const serverDomainFace = [
  './index.ts',
  ...new Set(
    SERVER_DOMAINS.flatMap((domain) =>
      readdirSync(new URL(`${domain}/`, serverDir)).filter((name) => name.endsWith('.schema.ts')),
    ),
  ),
].map((name) => (name.startsWith('./') ? name : `./${name}`));

const serverDomainZones = SERVER_DOMAINS.map((domain) => ({
  target: `./src/server/${domain}`,
  from: SERVER_DOMAINS.filter((other) => other !== domain).map((other) => `./src/server/${other}`),
  except: serverDomainFace,
  message:
    "A domain imports another domain only through its index.ts (or its *.schema.ts for a table); export what you need from that domain's index.ts.",
}));

/** Import boundaries every file keeps; server domain code adds the domain zones below. */
const boundaryZones = [
  {
    target: './src/shared',
    from: ['./src/client', './src/server'],
    message: 'shared code runs in the browser and on the server: it imports neither side.',
  },
  { target: './src/client', from: './src/server', message: 'The browser never imports server code.' },
  {
    target: './src/server',
    from: './src/client/features',
    message: 'The server renders routes, not features.',
  },
  {
    target: ['./src/client/components', './src/client/lib'],
    from: './src/client/features',
    message: 'components and lib serve every feature, so they import none; move the piece down to lib.',
  },
  ...featureZones,
];

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-*/',
      'data/',
      'drizzle/',
      'public/',
      '.react-router/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      // Without the extensions and the parser, import-x resolves a `.ts` import but never reads the
      // file, so no-cycle and the boundary rules see no edges and pass silently.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // `interface AppLoadContext extends ShopLoadContext {}` is how a module is augmented.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
    },
  },
  {
    // Server domains meet through their faces. Tests and their helpers (and a test's child process)
    // may reach into another domain to set up rows and read what a change wrote.
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-helpers.ts', '**/*.child.ts'],
    plugins: { shop: { rules: { 'domain-table-writes': domainTableWrites } } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, ...serverDomainZones] }],
      'shop/domain-table-writes': [
        'error',
        {
          serverDir: fileURLToPath(serverDir),
          domains: SERVER_DOMAINS,
          // Defined in store/store.schema.ts beside the carts and order items that point at a licence.
          owners: { licences: 'licences', licenceActivations: 'licences' },
        },
      ],
    },
  },
  {
    // Demo data: a seeder writes the users, orders and licences its scenario needs, as a test's
    // fixtures do.
    files: ['src/server/**/*.seed.ts'],
    rules: { 'shop/domain-table-writes': 'off' },
  },
  {
    files: ['src/client/**/*.tsx', 'src/client/**/*.ts'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // Reports that the React Compiler would skip a component (react-hook-form's `watch`); the
      // shop does not run the compiler, so there is nothing to fix.
      'react-hooks/incompatible-library': 'off',
      // lib/use-translation.ts: react-i18next's hook rebuilds its answer on every server render.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-i18next',
              importNames: ['useTranslation'],
              message: "Use useTranslation from '#client/lib/use-translation.ts' (cheap on the server).",
            },
            {
              name: 'react-router',
              importNames: ['Link'],
              message: "Use Link from '#client/components/link.tsx' (cheap on the server).",
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'src/client/lib/use-translation.ts',
      'src/client/components/link.tsx',
      'src/client/components/link.test.tsx',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/client/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // The media generators (tools/media) are CommonJS scripts run by hand with sharp.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
