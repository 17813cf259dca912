import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { twMerge } from 'tailwind-merge';
import { Container } from '@/components/layout/container';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Chip } from '@/components/ui/chip';
import { DatePicker } from '@/components/ui/date-picker';
import { dialogPanelClass, dialogPanelClassWith } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { fieldControlClass, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { cx, utility, withOverrides } from '@/lib/class-names';
import { importsOf, isTestFile, parseModule, ROOT, sourceFilesUnder } from '../../tests/helpers/import-graph';

const SRC = path.join(ROOT, 'src');

/** The application's modules in src, tests left out. */
const sourceFiles = () => sourceFilesUnder('src').filter((file) => /\.tsx?$/.test(file) && !isTestFile(file));

function walk(node: ts.Node, visit: (node: ts.Node) => void) {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

/** Every string a caller writes in `<Name prop=…>` anywhere in src (both branches of a ternary), by "Name prop". */
function jsxStringAttributes(): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const file of sourceFiles()) {
    const source = parseModule(file);
    walk(source, (node) => {
      if (!(ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node))) return;
      const name = node.tagName.getText(source);
      for (const attribute of node.attributes.properties) {
        if (!ts.isJsxAttribute(attribute) || !attribute.initializer) continue;
        const key = `${name} ${attribute.name.getText(source)}`;
        const strings = found.get(key) ?? new Set<string>();
        found.set(key, strings);
        walk(attribute.initializer, (value) => {
          if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) strings.add(value.text);
        });
      }
    });
  }
  return found;
}

let attributes: Map<string, Set<string>> | undefined;

/** Every string a caller writes in `<Name className=…>` anywhere in src. */
function callersClasses(name: string, prop = 'className'): string[] {
  attributes ??= jsxStringAttributes();
  return [...(attributes.get(`${name} ${prop}`) ?? [])];
}

/** The class attribute of the first element a component renders. */
function rootClass(element: ReactElement): string {
  const match = /class="([^"]*)"/.exec(renderToStaticMarkup(element));
  return match ? match[1].replaceAll('&amp;', '&') : '';
}

const tokens = (classes: string) => [...new Set(classes.split(/\s+/).filter(Boolean))].sort();

const PRIMITIVES: { name: string; render: (className?: string) => ReactElement }[] = [
  { name: 'Container', render: (className) => <Container className={className} /> },
  { name: 'Label', render: (className) => <Label className={className} /> },
  { name: 'Input', render: (className) => <Input className={className} /> },
  { name: 'Textarea', render: (className) => <Textarea className={className} /> },
  {
    name: 'FormField',
    render: (className) => (
      <FormField label="Name" className={className}>
        <input />
      </FormField>
    ),
  },
  { name: 'Select', render: (className) => <Select options={[{ value: 'a', label: 'A' }]} className={className} /> },
  { name: 'Checkbox', render: (className) => <Checkbox className={className} /> },
  { name: 'Alert', render: (className) => <Alert className={className} /> },
  { name: 'Chip', render: (className) => <Chip className={className}>A</Chip> },
];

describe('withOverrides', () => {
  it("drops the component's classes of a kind the caller names, and keeps the rest in order", () => {
    expect(withOverrides('mx-auto max-w-lg px-4', 'max-w-4xl py-8', [utility.maxWidth])).toBe(
      'mx-auto px-4 max-w-4xl py-8',
    );
    expect(withOverrides('mx-auto max-w-lg', undefined, [utility.maxWidth])).toBe('mx-auto max-w-lg');
    expect(withOverrides('max-w-lg', 'max-w-4xl', [utility.maxWidth])).toBe('max-w-4xl');
  });

  it('tells a text colour from a font size', () => {
    expect(utility.textColor.test('text-muted-foreground')).toBe(true);
    expect(utility.textColor.test('text-sm')).toBe(false);
  });
});

describe('class names without tailwind-merge (decision 038)', () => {
  // Parsing and walking src's ~1,000 modules takes seconds on a loaded machine: once, outside any test's timeout.
  beforeAll(() => void callersClasses('Card'), 120_000);

  for (const { name, render } of PRIMITIVES) {
    it(`${name} gives every caller's classes in src what tailwind-merge gives`, () => {
      const own = rootClass(render());
      for (const theirs of callersClasses(name)) {
        expect(tokens(rootClass(render(theirs))), `<${name} className="${theirs}">`).toEqual(
          tokens(twMerge(own, theirs)),
        );
      }
    });
  }

  it("the Card parts are one components-layer class each, and every caller's utility wins over them as tailwind-merge had it", () => {
    const css = readFileSync(path.join(SRC, 'app/globals.css'), 'utf8');
    const parts = [
      { name: 'Card', part: 'card', render: (className?: string) => <Card className={className} /> },
      { name: 'CardHeader', part: 'card-header', render: (className?: string) => <CardHeader className={className} /> },
      { name: 'CardTitle', part: 'card-title', render: (className?: string) => <CardTitle className={className} /> },
      {
        name: 'CardDescription',
        part: 'card-description',
        render: (className?: string) => <CardDescription className={className} />,
      },
      {
        name: 'CardContent',
        part: 'card-content',
        render: (className?: string) => <CardContent className={className} />,
      },
    ];
    for (const { name, part, render } of parts) {
      expect(rootClass(render())).toBe(part);
      const own = new RegExp(`\\.${part} \\{\\s*@apply ([^;]+);`).exec(css)?.[1].split(' ') ?? [];
      expect(own.length, part).toBeGreaterThan(0);
      // A caller's font size would take its line height from the part's `--tw-leading`.
      expect(
        own.filter((name) => name.startsWith('leading-')),
        part,
      ).toEqual([]);
      for (const theirs of callersClasses(name)) {
        expect(rootClass(render(theirs))).toBe(`${part} ${theirs}`);
        // tailwind-merge keeps the part's `sm:p-5` beside a caller's `p-3`; the cascade would not.
        for (const variant of own.filter((name) => name.includes(':')))
          for (const utility of theirs.split(' ').filter((name) => !name.includes(':')))
            expect(
              twMerge(variant.slice(variant.indexOf(':') + 1), utility),
              `<${name} className="${theirs}">`,
            ).not.toBe(utility);
      }
    }
  });

  it("the dialog panel gives every caller's classes in src what tailwind-merge gives", () => {
    const callers = [...callersClasses('DialogContent'), ...callersClasses('ConfirmDialog')];
    expect(callers.length).toBeGreaterThan(0);
    for (const theirs of callers)
      expect(tokens(dialogPanelClassWith(theirs)), theirs).toEqual(tokens(twMerge(dialogPanelClass, theirs)));
  });

  it("a table row's classes and a date picker without a date are what tailwind-merge gives", () => {
    const row =
      'border-b border-border transition-colors last:border-b-0 hover:bg-surface-muted/60 ' +
      'max-sm:flex max-sm:flex-col max-sm:gap-1.5 max-sm:p-3';
    const rows = [...callersClasses('DataTable', 'rowClassName'), ...callersClasses('ServerDataTable', 'rowClassName')];
    expect(rows).toContain('opacity-0 transition-opacity duration-500');
    for (const theirs of rows)
      expect(tokens(withOverrides(row, theirs, [utility.transition]))).toEqual(tokens(twMerge(row, theirs)));

    const empty = /<button[^>]*class="([^"]*)"/.exec(renderToStaticMarkup(<DatePicker placeholder="Pick a day" />))![1];
    expect(tokens(empty)).toEqual(
      tokens(twMerge(fieldControlClass, 'flex h-10 items-center gap-2 text-left', 'text-muted-foreground')),
    );
    expect(tokens(empty)).not.toContain('text-foreground');
  });

  it('cx joins classes as clsx does', () => {
    expect(cx('a', false, undefined, 'b', { c: true, d: false })).toBe('a b c');
  });
});

describe('the browser never loads tailwind-merge (decision 038)', () => {
  it('no module a client component imports, nor instrumentation-client, imports cn or tailwind-merge', () => {
    const isClient = (file: string) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8'));
    const entries = [...sourceFiles().filter(isClient), path.join(SRC, 'instrumentation-client.ts')].filter(existsSync);
    expect(entries.length).toBeGreaterThan(100);
    const utils = path.join(SRC, 'lib', 'utils.ts');
    const seen = new Set<string>();
    const offenders: string[] = [];
    const stack = entries.map((file) => [file, path.relative(SRC, file)] as const);
    while (stack.length) {
      const [file, via] = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      // Type-only imports are erased at build; dynamic ones still reach the browser, later.
      for (const imported of importsOf(file).filter((entry) => !entry.typeOnly)) {
        if (imported.specifier === 'tailwind-merge') offenders.push(`${via} imports tailwind-merge`);
        else if (imported.file === utils) offenders.push(`${via} imports @/lib/utils (cn)`);
        else if (imported.file?.startsWith(SRC))
          stack.push([imported.file, `${via} → ${path.relative(SRC, imported.file)}`]);
      }
    }
    expect(offenders).toEqual([]);
  });
});
