import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/adding-a-feature.md names the files to copy and the exports to call. It is read by people
// adding a feature, so a name in it that no longer exists sends them the wrong way: every path it
// cites must exist, and every function, component or constant it names must be exported somewhere.
// The guide's own example feature ("notes", `<things>`) is exempt: it does not exist on purpose.

const root = path.resolve(import.meta.dirname, '..');
const guide = fs.readFileSync(path.join(root, 'docs/adding-a-feature.md'), 'utf8');

/** The example feature the guide walks through, and words in backticks that are not code names. */
const EXAMPLE = /note|things|<|>|^NOTE_|Things/i;
const NOT_NAMES = new Set(['null', 'true', 'false', 'before', 'after', 'reason', 'version', 'where', 'actor']);
/** Names the guide cites from the framework and the libraries a recipe wraps, and props of a component. */
const NOT_OURS = new Set([
  'notFound',
  'generateMetadata',
  'generateStaticParams',
  'onCancel',
  'useForm',
  'zodResolver',
  'isSubmitting',
]);

function codeSpans(markdown: string): string[] {
  const withoutBlocks = markdown.replace(/```[\s\S]*?```/g, '');
  return [...withoutBlocks.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!.trim());
}

function citedPaths(): string[] {
  const spans = codeSpans(guide).flatMap((span) => span.split(/\s+/));
  const links = [...guide.matchAll(/\]\(([^)]+)\)/g)].map((m) => path.join('docs', m[1]!));
  return [...new Set([...spans, ...links])]
    .map((token) => token.replace(/[),.:;]+$/, '').replace(/^\(/, ''))
    .filter((token) => /^(src|tests|scripts|docs|server)\/|^(features|components)\//.test(token))
    .filter((token) => !EXAMPLE.test(token) && !token.includes('…') && !token.includes('{'));
}

/** A path as cited: from the root, from `src/`, or (`components/…`) inside the feature the text is about. */
function resolvesTo(cited: string): boolean {
  if (fs.existsSync(path.join(root, cited)) || fs.existsSync(path.join(root, 'src', cited))) return true;
  if (!cited.startsWith('components/')) return false;
  return fs
    .readdirSync(path.join(root, 'src/features'))
    .some((feature) => fs.existsSync(path.join(root, 'src/features', feature, cited)));
}

function citedNames(): string[] {
  const names = codeSpans(guide)
    .map((span) => span.replace(/\(.*$/s, '').replace(/^<|\/?>$/g, ''))
    .filter((span) => /^[A-Za-z_][A-Za-z0-9_]{3,}$/.test(span))
    .filter((name) => /[a-z][A-Z]|^[A-Z][a-z]+[A-Z]|^[A-Z][A-Z_]+$/.test(name))
    .filter((name) => !EXAMPLE.test(name) && !NOT_NAMES.has(name) && !NOT_OURS.has(name));
  return [...new Set(names)];
}

function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every name the code declares at the start of a line or exports (a local helper the guide points into counts). */
const exported = (() => {
  const text = [...sourceFiles('src'), ...sourceFiles('tests')].map((file) => fs.readFileSync(file, 'utf8')).join('\n');
  const names = new Set<string>();
  for (const m of text.matchAll(
    /export\s+(?:async\s+)?(?:function\*?|const|let|class|type|interface|enum)\s+([A-Za-z_$][\w$]*)/g,
  ))
    names.add(m[1]!);
  for (const m of text.matchAll(/^\s*(?:const|function)\s+([A-Za-z_$][\w$]*)/gm)) names.add(m[1]!);
  for (const m of text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g))
    for (const part of m[1]!.split(','))
      names.add(
        part
          .trim()
          .split(/\s+as\s+/)
          .pop()!
          .replace(/^type\s+/, ''),
      );
  // The fields of a moderation kind's definition, which section 8 walks through.
  const definition = fs.readFileSync(path.join(root, 'src/features/moderation/kinds/define.ts'), 'utf8');
  for (const m of definition.matchAll(/^\s+([A-Za-z_]\w*)\??:/gm)) names.add(m[1]!);
  return names;
})();

describe('the feature guide', () => {
  it('cites paths that exist', () => {
    const paths = citedPaths();
    expect(paths.length).toBeGreaterThan(30);
    expect(paths.filter((cited) => !resolvesTo(cited))).toEqual([]);
  });

  it('names exports that exist', () => {
    const names = citedNames();
    expect(names.length).toBeGreaterThan(40);
    expect(names.filter((name) => !exported.has(name))).toEqual([]);
  });

  it('walks through the files a new moderation kind touches', () => {
    const section = guide.slice(guide.indexOf('## 8. A moderation kind'), guide.indexOf('## 9.'));
    // Every list of kinds (the definitions' own folder but the helper and the tests) is a step.
    const lists = fs
      .readdirSync(path.join(root, 'src/features/moderation/kinds'))
      .filter((file) => /^(index|entries|items)\.tsx?$/.test(file));
    expect(lists).toHaveLength(3);
    for (const file of lists) expect(section).toContain(`src/features/moderation/kinds/${file}`);
    expect(section).toContain('src/features/due-process/reason-list.ts');
    expect(section).toMatch(/nine files at most/);
  });

  it('would notice a renamed export or a moved file', () => {
    expect(exported.has('useSchemaForm')).toBe(true);
    expect(exported.has('useSchemaFormRenamed')).toBe(false);
    expect(resolvesTo('src/components/form/use-schema-form.ts')).toBe(true);
    expect(resolvesTo('src/components/form/moved-away.ts')).toBe(false);
  });
});
