// ESLint flat config: Next's core-web-vitals + TypeScript rules, and Drizzle's "writes need a WHERE"
// rules (house style 8). `npm run lint` runs with --max-warnings=0, so warnings fail CI too.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import drizzle from 'eslint-plugin-drizzle';
import prettier from 'eslint-config-prettier/flat';

const drizzleObjectName = ['db', 'tx'];

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
