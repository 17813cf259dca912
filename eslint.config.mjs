// ESLint flat config: Next's core-web-vitals + TypeScript rules, and Drizzle's "writes need a WHERE"
// rules (house style 8). `npm run lint` runs with --max-warnings=0, so warnings fail CI too.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import drizzle from 'eslint-plugin-drizzle';
import prettier from 'eslint-config-prettier/flat';

const drizzleObjectName = ['db', 'tx'];

/** One no-restricted-imports block per layer: its files may not import the layers listed. */
function layerRules(layers) {
  return layers.map(([files, above]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        {
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
  ]),
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
