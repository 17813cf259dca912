import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The recipes eslint.config.mjs holds to one way: a form is useSchemaForm, and a failure shown in
// the browser is failureMessage's text. Linted through the project's own config, as CI lints.

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });

async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

const HAND_WIRED_FORM = `import { useForm } from 'react-hook-form';\nexport const used = useForm;\n`;
const HAND_WIRED_RESOLVER = `import { zodResolver } from '@hookform/resolvers/zod';\nexport const used = zodResolver;\n`;
const RAW_MESSAGE = `export function shown(error: unknown) {\n  return error instanceof Error ? error.message : 'x';\n}\n`;
const STRINGIFIED = `export function shown(error: unknown) {\n  return String(error);\n}\n`;
const THE_RECIPE = `import { failureMessage } from '@/lib/api-client';\nexport function shown(error: unknown) {\n  return failureMessage(error);\n}\n`;

describe('the recipe rules', () => {
  beforeAll(() => refusals('src/lib/probe.ts', 'export const warm = 1;\n'), 60_000);

  it.each([
    ['src/features/guys/components/probe.tsx', HAND_WIRED_FORM],
    ['src/app/probe/page.tsx', HAND_WIRED_FORM],
    ['src/components/form/probe.tsx', HAND_WIRED_RESOLVER],
    ['src/features/guys/components/probe.tsx', RAW_MESSAGE],
    ['src/components/ui/probe.tsx', STRINGIFIED],
  ])('refuses %s hand-wiring a recipe', async (file, code) => {
    expect(await refusals(file, code)).toHaveLength(1);
  });

  it('lets the recipe itself wire react-hook-form to zod, and still refuses an upward import there', async () => {
    const file = 'src/components/form/use-schema-form.ts';
    expect(await refusals(file, HAND_WIRED_FORM + HAND_WIRED_RESOLVER.replace('used', 'resolver'))).toEqual([]);
    expect(
      await refusals(file, `import * as m from '@/features/guys/service';\nexport const used = m;\n`),
    ).toHaveLength(1);
  });

  it('lets a component show failureMessage, and server code describe an error for its log', async () => {
    expect(await refusals('src/features/guys/components/probe.tsx', THE_RECIPE)).toEqual([]);
    expect(await refusals('src/server/probe.ts', RAW_MESSAGE)).toEqual([]);
  });
});
