// ESLint flat config: Next's core-web-vitals + TypeScript rules, and Drizzle's "writes need a WHERE"
// rules (house style 8). `npm run lint` runs with --max-warnings=0, so warnings fail CI too.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import drizzle from 'eslint-plugin-drizzle';
import prettier from 'eslint-config-prettier/flat';

const drizzleObjectName = ['db', 'tx'];

/** Recipes with one way in the house: importing the parts by hand is refused everywhere else. */
const RECIPE_IMPORTS = [
  {
    name: 'react-hook-form',
    importNames: ['useForm'],
    message: 'A form is useSchemaForm (src/components/form/use-schema-form.ts): its schema, resolver and states.',
  },
  {
    name: '@hookform/resolvers/zod',
    message: 'A form is useSchemaForm (src/components/form/use-schema-form.ts): its schema, resolver and states.',
  },
  {
    name: 'next/link',
    message: "A link is Link from '@/components/ui/link': it prefetches on intent only (decision 038).",
  },
];

/**
 * One no-restricted-imports block per layer: its files may not import the layers listed, nor a
 * recipe's parts (a later block for the same rule replaces an earlier one, so both live here).
 */
function layerRules(layers) {
  return layers.map(([files, above]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: RECIPE_IMPORTS,
          patterns: above.map((layer) => ({
            // Across folders of src the house imports through '@/' (a relative climb out of src/lib
            // may also mean the node server's own /server folder, which every layer may use).
            regex: `^${layer}(/|$)`,
            message: `${files.split('/')[1]} is a lower layer than ${layer.slice(2)}: move what it needs down a layer`,
          })),
        },
      ],
    },
  }));
}

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Formatting is Prettier's job (`npm run lint` runs `prettier --check`); no ESLint rule argues with it.
  prettier,
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'],
    plugins: { drizzle },
    rules: {
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName }],
      '@typescript-eslint/no-unused-vars': [
        'warn',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  // The layers (docs/architecture.md): app → features → components → server → lib. A file imports
  // only from its own layer or the ones after it, so no circle can form across layers.
  ...layerRules([
    ['src/lib/**', ['@/app', '@/features', '@/components', '@/server']],
    ['src/server/**', ['@/app', '@/features', '@/components']],
    ['src/components/**', ['@/app', '@/features']],
    ['src/features/**', ['@/app']],
    ['src/app/**', []],
  ]),
  {
    // Due process is used by the moderation queue and by every feature that decides about a person;
    // it imports neither the queue nor the app, so the queue cannot become a hub again.
    files: ['src/features/due-process/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: RECIPE_IMPORTS,
          patterns: ['@/app', '@/features/moderation'].map((folder) => ({
            regex: `^${folder}(/|$)`,
            message: `due-process is below ${folder.slice(2)}: move what it needs into due-process`,
          })),
        },
      ],
    },
  },
  // The recipe itself is the one file that wires react-hook-form to zod.
  ...layerRules([['src/components/form/use-schema-form.ts', ['@/app', '@/features']]]).map((block) => ({
    ...block,
    rules: {
      'no-restricted-imports': ['error', { patterns: block.rules['no-restricted-imports'][1].patterns }],
    },
  })),
  // The site's Link is the one file that wraps next/link.
  ...layerRules([['src/components/ui/link.tsx', ['@/app', '@/features']]]).map((block) => ({
    ...block,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...block.rules['no-restricted-imports'][1],
          paths: RECIPE_IMPORTS.filter((path) => path.name !== 'next/link'),
        },
      ],
    },
  })),
  {
    // One failure path in the browser: a failed call shows failureMessage (the spec's message
    // mapping), never the text of whatever was thrown.
    files: ['src/components/**/*.tsx', 'src/features/*/components/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ConditionalExpression[test.operator='instanceof'][test.right.name='Error'][consequent.property.name='message']",
          message: "Show failureMessage(error) from '@/lib/api-client', never a raw Error.message.",
        },
        {
          selector: "CallExpression[callee.name='String'] > Identifier[name=/^(error|caught|failure)$/]",
          message: "Show failureMessage(error) from '@/lib/api-client', never a raw Error.message.",
        },
      ],
    },
  },
  {
    // Tool config files (postcss, next, vitest …) export an anonymous object by convention.
    files: ['*.config.{js,mjs,cjs,ts}'],
    rules: { 'import/no-anonymous-default-export': 'off' },
  },
  globalIgnores([
    '.next/**',
    'node_modules/**',
    'data/**',
    '.data-*/**',
    'src/server/db/migrations/**',
    'test-results/**',
    'playwright-report/**',
    'coverage/**',
    'next-env.d.ts',
  ]),
]);
