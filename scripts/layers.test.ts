import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The layer rule of eslint.config.mjs (app → features → components → server → lib): a file imports
// only from its own layer or a lower one. Linted through the project's own config, as CI lints.

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });

async function errorsOf(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const UPWARD: [file: string, importPath: string][] = [
  ['src/lib/probe.ts', '@/server/env'],
  ['src/lib/probe.ts', '@/components/ui/button'],
  ['src/lib/probe.ts', '@/features/guys/service'],
  ['src/server/probe.ts', '@/features/guys/service'],
  ['src/server/probe.ts', '@/components/ui/button'],
  ['src/server/probe.ts', '@/app/layout'],
  ['src/components/probe.ts', '@/features/guys/service'],
  ['src/features/guys/probe.ts', '@/app/layout'],
];

const DOWNWARD: [file: string, importPath: string][] = [
  ['src/app/probe.ts', '@/features/guys/service'],
  ['src/features/guys/probe.ts', '@/components/ui/button'],
  ['src/features/guys/probe.ts', '@/features/girls/service'],
  ['src/components/probe.ts', '@/server/env'],
  ['src/server/probe.ts', '@/lib/flags'],
  ['src/lib/probe.ts', '@/lib/flags'],
  ['src/server/probe.ts', '@/server-extra/thing'], // a name that only starts like a layer
];

describe('the layer rule', () => {
  // The first lint loads the config and its plugins (seconds on a busy machine).
  beforeAll(() => errorsOf('src/lib/probe.ts', 'export const warm = 1;\n'), 60_000);

  it.each(UPWARD)('refuses %s importing %s', async (file, importPath) => {
    const errors = await errorsOf(file, `import * as m from '${importPath}';\nexport const used = m;\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/is a lower layer than/);
  });

  it.each(DOWNWARD)('lets %s import %s', async (file, importPath) => {
    expect(await errorsOf(file, `import * as m from '${importPath}';\nexport const used = m;\n`)).toEqual([]);
  });

  it('refuses due process importing the moderation queue', async () => {
    const errors = await errorsOf(
      'src/features/due-process/probe.ts',
      `import * as m from '@/features/moderation/schema';\nexport const used = m;\n`,
    );
    expect(errors).toEqual([expect.stringMatching(/due-process is below features\/moderation/)]);
  });
});
